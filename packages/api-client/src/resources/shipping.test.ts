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
    expect(await shipping.locations(santoDomingo.id)).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'state', code: 'DO:DO-01' })]),
    );
  });

  it("reads a zone's delivery agenda: days with windows and what remains, closed days with why", async () => {
    const agenda = await clientFor(store()).shipping.slots({ zone: 'santiago' });
    expect(agenda).toMatchObject({ zone: 'santiago', service: 'entrega' });
    expect(agenda.days.length).toBe(31);
    const open = agenda.days.find((day) => day.available);
    expect(open?.windows[0]).toMatchObject({ schedule: '9:00 AM - 12:00 PM', remaining: 10 });
    const sunday = agenda.days.find((day) => new Date(`${day.date}T12:00:00Z`).getUTCDay() === 0);
    expect(sunday).toMatchObject({
      available: false,
      message: 'No disponible: no entregamos los domingos.',
    });
  });

  it('an unknown zone is a 404 StoreApiError', async () => {
    const error = await failure(clientFor(store()).shipping.methods(987_654));
    expect(error).toMatchObject({ name: 'StoreApiError', status: 404 });
  });
});
