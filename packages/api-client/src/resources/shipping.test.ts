import { describe, expect, it } from 'vitest';
import { clientFor, failure, useTestStore } from '../../test/support/store.js';

const store = useTestStore();

describe('shipping against the embedded store', () => {
  it('lists the zones and the methods of each, with their cost setting', async () => {
    const { shipping } = clientFor(store());
    const zones = await shipping.zones();
    expect(zones.map((zone) => zone.name)).toEqual(
      expect.arrayContaining(['Gran Santo Domingo', 'Santiago']),
    );
    const santoDomingo = zones.find((zone) => zone.name === 'Gran Santo Domingo');
    if (santoDomingo === undefined) throw new Error('zone missing');
    const methods = await shipping.methods(santoDomingo.id);
    expect(methods.map((method) => method.method_id)).toEqual(
      expect.arrayContaining(['flat_rate', 'free_shipping', 'local_pickup']),
    );
    expect(methods.find((method) => method.method_id === 'flat_rate')?.settings).toHaveProperty(
      'cost',
    );
  });

  it('an unknown zone is a 404 StoreApiError', async () => {
    const error = await failure(clientFor(store()).shipping.methods(987_654));
    expect(error).toMatchObject({ name: 'StoreApiError', status: 404 });
  });
});
