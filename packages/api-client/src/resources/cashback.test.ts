import { describe, expect, it } from 'vitest';
import { clientFor, useTestStore } from '../../test/support/store.js';

const store = useTestStore();

describe('cashback against the embedded store', () => {
  it('lists the bank offers with title.rendered and ACF fields in standard format', async () => {
    const entries = await clientFor(store(), {
      consumerKey: undefined,
      consumerSecret: undefined,
    }).cashback.list();
    expect(entries.length).toBeGreaterThanOrEqual(3);
    for (const entry of entries) {
      expect(entry.title.rendered).not.toBe('');
      expect(entry.acf).toHaveProperty('bank');
    }
  });
});
