import { WISHLIST_META_KEY, readWishlistMeta, toWishlistMeta } from '@vitrina/core';
import { expect } from 'vitest';

import type { ContractCase } from '../support/contract-case.js';
import type { StoreTarget } from '../support/targets.js';

/** The store's customer's id, from its own token (`GET api/v1/users`), as the shop reads it. */
async function customerId(store: StoreTarget): Promise<number> {
  const token = await store.signIn();
  const me = await store.raw('GET', 'api/v1/users', { via: 'open', auth: { bearer: token } });
  const id = (me.body as { results?: { userData?: { data?: { ID?: unknown } } } }).results?.userData
    ?.data?.ID;
  return Number(id);
}

/** Writes the list through the api-client's customers resource, as `/api/cuenta/deseos` does. */
async function keep(store: StoreTarget, id: number, list: readonly number[]) {
  const answered = await store.writer.customers.update(id, { meta_data: [toWishlistMeta(list)] });
  const read = await store.writer.customers.get(id);
  return { answered: readWishlistMeta(answered.meta_data), read: readWishlistMeta(read.meta_data) };
}

export const wishlistCases: ContractCase[] = [
  {
    name: `lista de deseos: wc/v3/customers/{id} guarda y devuelve la meta ${WISHLIST_META_KEY} mientras crece y se vacía`,
    async observe(store) {
      const id = await customerId(store);
      // Product ids need not exist for the store: the shop checks them before it writes.
      const grown = await keep(store, id, [11, 7]);
      const more = await keep(store, id, [11, 7, 30]);
      const shrunk = await keep(store, id, [30]);
      const emptied = await keep(store, id, []);
      const raw = await store.raw('GET', `wc/v3/customers/${String(id)}`, { auth: 'write' });
      const entries = (
        (raw.body as { meta_data?: { key: string; value: unknown }[] }).meta_data ?? []
      )
        .filter((entry) => entry.key === WISHLIST_META_KEY)
        .map((entry) => entry.value);
      return { grown, more, shrunk, emptied, stored: entries };
    },
    check(seen) {
      expect(seen).toEqual({
        grown: { answered: [11, 7], read: [11, 7] },
        more: { answered: [11, 7, 30], read: [11, 7, 30] },
        shrunk: { answered: [30], read: [30] },
        emptied: { answered: [], read: [] },
        // One entry, its text the JSON of the ids (an empty list is `[]`, never deleted).
        stored: ['[]'],
      });
    },
  },
];
