import { describe, expect, it } from 'vitest';
import { clientFor, useTestStore } from '../../test/support/store.js';

const store = useTestStore();

describe('payment gateways against the embedded store', () => {
  it('lists bank transfer, cash on delivery and the test card gateway', async () => {
    const gateways = await clientFor(store()).paymentGateways.list();
    expect(gateways.map((gateway) => gateway.id)).toEqual(expect.arrayContaining(['bacs', 'cod']));
    expect(gateways.some((gateway) => gateway.enabled)).toBe(true);
  });
});
