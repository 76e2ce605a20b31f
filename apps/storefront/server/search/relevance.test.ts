// @vitest-environment node
import { startTestStore, type TestStore } from '@vitrina/store-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchRequestSchema } from '../../src/lib/shop-api/search.js';
import { measureRelevance, RELEVANCE_SET } from '../../test/support/relevance-set.js';
import { loadShopConfig } from '../env.js';
import { createStoreFetch } from '../proxy/store-upstream.js';
import type { CatalogueSearch } from './catalogue-search.js';
import { searchOfStore } from './shop-search.js';

let store: TestStore;
let search: CatalogueSearch;
beforeAll(async () => {
  store = await startTestStore();
  const config = loadShopConfig({
    STORE_URL: store.baseUrl,
    WC_CONSUMER_KEY: store.consumerKey,
    WC_CONSUMER_SECRET: store.consumerSecret,
  });
  search = searchOfStore(config, createStoreFetch(config));
}, 60_000);
afterAll(() => store.stop());

const idsFor = async (q: string) =>
  (await search.search(SearchRequestSchema.parse({ q }))).items.map((product) => product.id);

describe('#38: the relevance set over the demo catalogue', () => {
  it('holds at least 60 queries of every kind a shopper types', () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(60);
    const kinds = new Set(RELEVANCE_SET.map((entry) => entry.kind));
    expect([...kinds].sort()).toEqual(
      ['accents', 'brand', 'btu', 'option', 'plural', 'sku', 'synonym', 'typo', 'words'].sort(),
    );
  });

  it('finds the right products in the first three places for 90 % of it or more', async () => {
    const { precision, misses } = await measureRelevance(idsFor);
    expect(precision, JSON.stringify(misses)).toBeGreaterThanOrEqual(0.9);
  });
});
