// @vitest-environment node
import { StoreNetworkError } from '@vitrina/api-client';
import { DEMO_SHOP_IDENTITY, type ShopIdentityFields } from '@vitrina/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OTHER_SHOP_ENV } from '../test/support/other-shop.js';
import { DEMO_RNC_IN_PRODUCTION, loadShopConfig } from './env.js';
import { SHOP_IDENTITY_MAX_AGE_MS, ShopIdentityError, startShopIdentity } from './shop-identity.js';

const REAL_RNC = '101850043';
const PRODUCTION = { PUBLIC_URL: 'https://vitrina.example.do' };

/** A store whose settings answer each reading in turn (an error: thrown); counts the calls. */
function storeAnswering(...answers: (ShopIdentityFields | Error)[]) {
  const identity = vi.fn(() => {
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer instanceof Error) return Promise.reject(answer);
    return Promise.resolve(answer ?? {});
  });
  return { shop: { identity }, identity };
}

const unreachable = new StoreNetworkError(
  { method: 'GET', path: 'wp-json/vitrina/v1/shop' },
  { cause: new TypeError('fetch failed') },
);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the shop's identity while the server runs", () => {
  it("takes each field the environment sets over the store's, field by field", async () => {
    const store = storeAnswering(DEMO_SHOP_IDENTITY);
    const config = loadShopConfig({ SHOP_PHONE: '829-555-0111', SELLER_RNC: REAL_RNC });
    const identity = await (await startShopIdentity(config, store)).current();
    expect(identity).toEqual({
      ...DEMO_SHOP_IDENTITY,
      phone: '+18295550111',
      seller_rnc: REAL_RNC,
    });
  });

  it('never asks the store when the environment sets every field', async () => {
    const config = loadShopConfig({ ...OTHER_SHOP_ENV, ...PRODUCTION });
    const store = storeAnswering(unreachable);
    const identity = await (await startShopIdentity(config, store)).current();
    expect(identity).toMatchObject({ name: 'Frío Caribe', seller_rnc: '101850043' });
    expect(store.identity).not.toHaveBeenCalled();
  });

  it("refuses to start in production on the demo's RNC, an unset one or a store that does not answer", async () => {
    const config = loadShopConfig(PRODUCTION);
    const { seller_rnc: _unset, ...withoutRnc } = DEMO_SHOP_IDENTITY;
    await expect(startShopIdentity(config, storeAnswering(DEMO_SHOP_IDENTITY))).rejects.toThrow(
      new ShopIdentityError(DEMO_RNC_IN_PRODUCTION),
    );
    await expect(startShopIdentity(config, storeAnswering(withoutRnc))).rejects.toThrow(
      /Faltan datos de la tienda[\s\S]*seller_rnc/,
    );
    await expect(startShopIdentity(config, storeAnswering(unreachable))).rejects.toThrow(
      /No se pudo leer vitrina\/v1\/shop en http:\/\/127\.0\.0\.1:8787/,
    );
    const real = storeAnswering({ ...DEMO_SHOP_IDENTITY, seller_rnc: REAL_RNC });
    const started = await startShopIdentity(config, real);
    expect(real.identity).toHaveBeenCalledTimes(1);
    expect((await started.current()).seller_rnc).toBe(REAL_RNC);
  });

  it("outside production, a store without the settings shows the demo's fields under the environment's", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const config = loadShopConfig({ SHOP_PHONE: '829-555-0111' });
    const store = storeAnswering(unreachable);
    const source = await startShopIdentity(config, store);
    expect(store.identity).not.toHaveBeenCalled();
    expect(await source.current()).toEqual({ ...DEMO_SHOP_IDENTITY, phone: '+18295550111' });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^No se pudo leer vitrina\/v1\/shop/));
  });

  it("outside production, a store with some settings keeps them; the demo's fill only the gaps", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const config = loadShopConfig({ SHOP_PHONE: '829-555-0111' });
    const source = await startShopIdentity(
      config,
      storeAnswering({ name: 'Frío Caribe', email: 'ventas@friocaribe.do' }),
    );
    expect(await source.current()).toEqual({
      ...DEMO_SHOP_IDENTITY,
      name: 'Frío Caribe',
      email: 'ventas@friocaribe.do',
      phone: '+18295550111',
    });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Faltan datos de la tienda/));
  });

  it('reads the store again once its settings are old, keeping the last good ones meanwhile', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let clock = 0;
    const store = storeAnswering(
      DEMO_SHOP_IDENTITY,
      { ...DEMO_SHOP_IDENTITY, phone: '+18095550177' },
      unreachable,
    );
    const source = await startShopIdentity(loadShopConfig({}), store, () => clock);
    expect((await source.current()).phone).toBe('+18095550100');
    clock += SHOP_IDENTITY_MAX_AGE_MS - 1;
    expect((await source.current()).phone).toBe('+18095550100');
    expect(store.identity).toHaveBeenCalledTimes(1);
    clock += 1;
    // The old identity answers at once while the new one is read.
    expect((await source.current()).phone).toBe('+18095550100');
    await vi.waitFor(async () => expect((await source.current()).phone).toBe('+18095550177'));
    clock += SHOP_IDENTITY_MAX_AGE_MS;
    await source.current();
    await vi.waitFor(() => expect(error).toHaveBeenCalledOnce());
    expect((await source.current()).phone).toBe('+18095550177');
  });
});
