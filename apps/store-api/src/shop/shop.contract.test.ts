import { DEMO_SHOP_IDENTITY, ShopIdentitySchema } from '@vitrina/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { storeClient } from '../account/store-client.js';
import { startTestStore, type TestStore } from '../testing.js';

let store: TestStore;

beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.stop());

describe('vitrina/v1/shop', () => {
  it("answers the demo shop's identity to anyone, whole and valid", async () => {
    const answer = await storeClient(store).call('GET', '/vitrina/v1/shop');
    expect(answer.status).toBe(200);
    expect(ShopIdentitySchema.parse(answer.json)).toEqual(DEMO_SHOP_IDENTITY);
  });
});
