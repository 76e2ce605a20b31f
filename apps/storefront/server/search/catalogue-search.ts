import { isStoreApiError, type StoreClient } from '@vitrina/api-client';
import type { WcProduct } from '@vitrina/api-client/products';
import { z } from 'zod';
import type { SearchAnswer, SearchFilters } from '../../src/lib/shop-api/search.js';
import type { ProductChange } from '../catalogue-cache/product-change.js';
import { createCatalogueIndex, type CatalogueIndex } from './catalogue-index.js';

/** The shop's product search, fed from the store it stands in front of (issue 38). */
export interface CatalogueSearch {
  /** Searches the published catalogue, reading it from the store first if it has not yet. */
  search: (filters: SearchFilters) => Promise<SearchAnswer>;
  /** The store changed a product: what the search knows of it follows. */
  productChanged: (change: ProductChange) => void;
  /** Reads the catalogue now and again every refresh, in the background. */
  start: () => void;
  stop: () => void;
  /** Settles once the changes received so far are in the index. */
  settled: () => Promise<void>;
}

export interface CatalogueSearchOptions {
  /** How often the whole catalogue is read again, in ms: what no webhook told (a product deleted for good). */
  refreshMs: number;
  /** A fresh, empty index (the bench compares libraries through it). */
  createIndex?: () => CatalogueIndex;
}

/** WooCommerce's largest page. */
const PER_PAGE = 100;

/** What a webhook's product says at once: it is no longer published, or it is a variation. */
const ChangedProductSchema = z
  .object({
    status: z.string().optional().catch(undefined),
    parent_id: z.number().int().nonnegative().optional().catch(undefined),
  })
  .catch({});

const isPublished = (product: WcProduct) =>
  product.status === undefined || product.status === 'publish';

/**
 * The search in front of `store` (read through the shop's store fetch, published products
 * only): the whole catalogue read into memory, each product the store's webhooks name read
 * again (an unpublished or deleted one leaves the results at once), and the whole catalogue
 * read again every `refreshMs`.
 */
export function createCatalogueSearch(
  store: StoreClient,
  options: CatalogueSearchOptions,
): CatalogueSearch {
  const createIndex = options.createIndex ?? (() => createCatalogueIndex());
  let current: CatalogueIndex | undefined;
  let building: Promise<CatalogueIndex> | undefined;
  /** Products changed while a build read the catalogue: read again once it is in place. */
  let changedDuringBuild = new Set<number>();
  let rereads = Promise.resolve();
  let timer: ReturnType<typeof setInterval> | undefined;

  async function readCatalogue(): Promise<CatalogueIndex> {
    const index = createIndex();
    for (let page = 1, pages = 1; page <= pages; page += 1) {
      const read = await store.products.list({
        page,
        per_page: PER_PAGE,
        orderby: 'id',
        order: 'asc',
      });
      pages = read.totalPages;
      for (const product of read.items) if (isPublished(product)) index.put(product);
    }
    return index;
  }

  function build(): Promise<CatalogueIndex> {
    if (building !== undefined) return building;
    changedDuringBuild = new Set();
    building = readCatalogue()
      .then((index) => {
        current = index;
        const changed = [...changedDuringBuild];
        changedDuringBuild = new Set();
        for (const id of changed) reread(id);
        return index;
      })
      .finally(() => {
        building = undefined;
      });
    return building;
  }

  async function readAgain(id: number): Promise<void> {
    const product = await store.products.get(id).catch((error: unknown) => {
      if (isStoreApiError(error) && error.status === 404) return undefined;
      throw error;
    });
    if (product !== undefined && isPublished(product)) current?.put(product);
    else current?.remove(id);
  }

  function reread(id: number): void {
    if (building !== undefined) changedDuringBuild.add(id);
    rereads = rereads
      .then(() => readAgain(id))
      .catch((error: unknown) => {
        // The next full read puts it right; meanwhile the search keeps what it had.
        console.warn(`the search could not read product ${String(id)} again`, error);
      });
  }

  return {
    search: async (filters) => (current ?? (await build())).search(filters),
    productChanged: ({ id, topic, product }) => {
      const { status, parent_id: parent } = ChangedProductSchema.parse(product);
      if (parent !== undefined && parent > 0) {
        reread(parent);
        return;
      }
      if (topic === 'product.deleted' || (status !== undefined && status !== 'publish')) {
        current?.remove(id);
      }
      reread(id);
    },
    start: () => {
      build().catch((error: unknown) =>
        console.warn('the search could not read the catalogue', error),
      );
      timer ??= setInterval(() => {
        if (building === undefined) {
          build().catch((error: unknown) =>
            console.warn('the search could not read the catalogue again', error),
          );
        }
      }, options.refreshMs);
      timer.unref();
    },
    stop: () => {
      clearInterval(timer);
      timer = undefined;
    },
    settled: async () => {
      await building?.catch(() => undefined);
      await rereads;
    },
  };
}
