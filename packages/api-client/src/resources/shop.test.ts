import { DEMO_SHOP_IDENTITY } from '@vitrina/core';
import { describe, expect, it } from 'vitest';
import { isStoreResponseError } from '../errors.js';
import { createStoreHttp } from '../http.js';
import { createShopApi } from './shop.js';
import { clientFor, useTestStore } from '../../test/support/store.js';

const store = useTestStore();

/** A transport that answers every call with `body`, as a store with odd settings would. */
const answering = (body: unknown) =>
  createShopApi(
    createStoreHttp({
      baseUrl: 'http://tienda.invalid',
      fetch: () => Promise.resolve(Response.json(body)),
    }),
  );

describe("the shop's identity", () => {
  it("reads the embedded store's demo identity without a key", async () => {
    const shopper = clientFor(store(), { consumerKey: undefined, consumerSecret: undefined });
    await expect(shopper.shop.identity()).resolves.toEqual(DEMO_SHOP_IDENTITY);
  });

  it('takes a store that left fields unset, and refuses a field that breaks its rule', async () => {
    await expect(answering({ phone: '809-555-0177' }).identity()).resolves.toEqual({
      phone: '+18095550177',
    });
    const broken = await answering({ seller_rnc: '101850042' })
      .identity()
      .catch((error: unknown) => error);
    expect(isStoreResponseError(broken)).toBe(true);
  });
});
