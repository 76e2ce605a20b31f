import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestStore, type TestStore } from '../testing.js';
import { cartClient, ManualClock } from './cart-test-client.js';

describe('K1: cart writes are limited to 25 per 10 s per cart', () => {
  const clock = new ManualClock();
  let store: TestStore;
  let api: ReturnType<typeof cartClient>;
  beforeAll(async () => {
    // A store that trusts no proxy, as one listening on a public interface does by default.
    store = await startTestStore({ clock, env: { TRUST_PROXY: '0' } });
    api = cartClient(store);
  });
  afterAll(() => store.stop());

  it('answers the 26th POST with 429, RateLimit headers and retry_after; GETs stay open', async () => {
    const key = (await api.cart(await api.add({ id: '1059', quantity: '1' }))).cart_key;
    let last: Response | undefined;
    for (let n = 1; n <= 25; n += 1) {
      last = await api.add({ id: '1075', quantity: '1' }, key);
      expect(last.status).toBe(200);
      expect(last.headers.get('ratelimit-limit')).toBe('25');
    }
    expect(last?.headers.get('ratelimit-remaining')).toBe('0');
    const refused = await api.add({ id: '1059', quantity: '1' }, key);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(await refused.json()).toEqual({
      code: 'rate_limited',
      message: 'Demasiadas solicitudes. Espera 10 s e inténtalo de nuevo.',
      data: { status: 429, retry_after: 10 },
    });
    const read = await api.get(key);
    expect(read.status).toBe(200);
    expect((await api.cart(read)).items.find((item) => item.id === 1059)?.quantity.value).toBe(1);

    clock.advance(10_001);
    expect((await api.add({ id: '1059', quantity: '1' }, key)).status).toBe(200);
  });

  it('K4: with TRUST_PROXY=0 a spoofed X-Forwarded-For does not open a new bucket', async () => {
    clock.advance(11_000);
    const statuses: number[] = [];
    for (let n = 1; n <= 26; n += 1) {
      const response = await api.add({ id: '1059', quantity: '1' }, undefined, undefined, {
        'X-Forwarded-For': `203.0.113.${String(n)}`,
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 25).every((status) => status === 200)).toBe(true);
    expect(statuses[25]).toBe(429);
  });
});

describe('K4: behind a trusted proxy the client address comes from X-Forwarded-For', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => store.stop());

  it('counts each forwarded client on its own', async () => {
    const api = cartClient(store);
    for (let n = 1; n <= 26; n += 1) {
      const response = await api.add({ id: '1059', quantity: '1' }, undefined, undefined, {
        'X-Forwarded-For': `198.51.100.${String(n % 2)}, 203.0.113.${String(n)}`,
      });
      expect(response.status).toBe(200);
    }
  });
});
