import { expect } from 'vitest';

import type { ContractCase } from '../support/contract-case.js';

interface Entry {
  id: unknown;
  title?: { rendered?: unknown };
  acf?: unknown;
}

export const cashbackCases: ContractCase[] = [
  {
    name: 'cashback: wp/v2/cashback?acf_format=standard da {id, title.rendered, acf}',
    async observe(store) {
      const answer = await store.raw('GET', 'wp/v2/cashback?acf_format=standard', { via: 'open' });
      const entries = Array.isArray(answer.body) ? (answer.body as Entry[]) : [];
      const parsed = await store.reader.cashback.list();
      return {
        status: answer.status,
        ids: entries.every((entry) => typeof entry.id === 'number'),
        entries: entries.map((entry) => ({ title: entry.title?.rendered, acf: entry.acf })),
        readByTheShop: parsed.map((entry) => entry.title.rendered),
      };
    },
    check(seen) {
      expect(seen).toMatchObject({ status: 200, ids: true });
      expect((seen['entries'] as unknown[]).length).toBeGreaterThanOrEqual(3);
    },
  },
];
