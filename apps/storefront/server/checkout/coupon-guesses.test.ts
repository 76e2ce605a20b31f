// @vitest-environment node
import { startTestStore, type TestStore } from '@vitrina/store-api/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadShopConfig } from '../env.js';
import { Refused } from '../endpoints/answers.js';
import { couponGuesses } from './coupon-guesses.js';
import { shopStoreHttp } from '../endpoints/shop-store.js';

// The codes are read from the real embedded store; only the clock the limit reads is the test's.
let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => {
  await store.stop();
});
afterEach(() => {
  vi.useRealTimers();
});

const refusalOf = async (read: Promise<unknown>) => {
  const error = await read.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof Refused)) throw new Error('a refusal was expected');
  return error.refusal;
};

describe('G7: unknown coupon codes counted by the shop', () => {
  it('the 21st read within 10 minutes is refused for any code; once the window moves on a valid code reads', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let nowMs = Date.UTC(2026, 10, 24, 15);
    vi.setSystemTime(nowMs);
    const guesses = couponGuesses();
    const shop = shopStoreHttp(loadShopConfig({ STORE_URL: store.baseUrl }), {
      writeKey: { key: store.writeConsumerKey, secret: store.writeConsumerSecret },
    });
    const scopes = ['guest:a', 'ip:203.0.113.7'];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const [found] = await guesses.read(shop, [`adivina${String(attempt)}`], scopes);
      expect(found?.match).toBeUndefined();
      nowMs += 1000;
      vi.setSystemTime(nowMs);
    }
    const blocked = await refusalOf(guesses.read(shop, ['vitrina10'], scopes));
    expect(blocked).toEqual({
      status: 429,
      code: 'rate_limited',
      message: 'Demasiados cupones no válidos. Espera 10 minutos e inténtalo de nuevo.',
      data: { retry_after: 580 },
    });
    // Either scope alone is enough: the same cart from another address, another cart from here.
    expect((await refusalOf(guesses.read(shop, ['vitrina10'], ['guest:a']))).status).toBe(429);
    expect(
      (await refusalOf(guesses.read(shop, ['vitrina10'], ['guest:b', 'ip:203.0.113.7']))).status,
    ).toBe(429);
    // Known codes do not count: another shopper reads them as often as it likes.
    for (let attempt = 0; attempt < 25; attempt += 1) {
      const [found] = await guesses.read(shop, ['vitrina10'], ['guest:c', 'ip:198.51.100.9']);
      expect(found?.match?.coupon.code).toBe('vitrina10');
    }
    nowMs += 9 * 60_000;
    vi.setSystemTime(nowMs);
    expect((await refusalOf(guesses.read(shop, ['vitrina10'], scopes))).message).toBe(
      'Demasiados cupones no válidos. Espera 1 minuto e inténtalo de nuevo.',
    );
    nowMs += 60_000;
    vi.setSystemTime(nowMs);
    const [after] = await guesses.read(shop, ['vitrina10'], scopes);
    expect(after?.match?.coupon.code).toBe('vitrina10');
  });
});
