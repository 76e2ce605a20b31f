import { setTimeout as delay } from 'node:timers/promises';
import type { CatalogueCache } from './catalogue-cache.js';
import type { PageCache } from './page-cache.js';
import type { ProductChange, ProductChangeKind } from './product-change.js';

/** The caches a product's change makes wrong. */
export interface CatalogueCaches {
  catalogueCache: CatalogueCache | undefined;
  pageCache: PageCache | undefined;
  /** Told of every product change on this instance (the search, issue 38). */
  onProductChange?: ((change: ProductChange) => void) | undefined;
}

/** What a product's change did to this instance's caches: the webhook's answer. */
export interface AppliedChange {
  kind: ProductChangeKind;
  /** Catalogue answers outdated. */
  outdated: number;
  /** Kept pages rendered again or gone. */
  pages: number;
}

/**
 * How the catalogue's changes reach the caches: this instance's (one shop server), or every
 * instance's through Redis (`redis-catalogue-feed.ts`, M1).
 */
export interface CatalogueFeed {
  /**
   * A product the store says changed (its webhook), applied to every instance's caches. Settles
   * once this instance's own answers about it are fetched again (within a bound), so its page
   * shows the change to the next shopper here and the other instances take that fetch.
   */
  productChanged(change: ProductChange): Promise<AppliedChange | undefined>;
  /** A product the checkout found sold out (M8): its answers go on every instance. */
  productSoldOut(id: number): Promise<void>;
  close(): Promise<void>;
}

/** How long a webhook waits for its product's own answers to be fetched again. */
const OWN_REFRESH_WAIT_MS = 2_000;

/**
 * Applies a product's change to this instance's caches (M6): the answers it made wrong outdated
 * (each served while one call refreshes it), the kept pages that read them rendered again behind
 * the shopper. `refreshed` settles once the product's own answers are fetched again, or after
 * {@link OWN_REFRESH_WAIT_MS} from a slow store.
 */
export function applyProductChange(
  caches: CatalogueCaches,
  change: ProductChange,
): { applied: AppliedChange; refreshed: Promise<void> } | undefined {
  caches.onProductChange?.(change);
  const outdated = caches.catalogueCache?.productChanged(change);
  if (outdated === undefined) return undefined;
  const pages = caches.pageCache?.refreshReading(outdated) ?? 0;
  return {
    applied: { kind: outdated.kind, outdated: outdated.own.size + outdated.lists.size, pages },
    refreshed: Promise.race([
      outdated.ownAnswersRefreshed,
      delay(OWN_REFRESH_WAIT_MS, undefined, { ref: false }),
    ]),
  };
}

/** The feed of one shop server: each change goes to its own caches alone. */
export function localCatalogueFeed(caches: CatalogueCaches): CatalogueFeed {
  return {
    productChanged: async (change) => {
      const done = applyProductChange(caches, change);
      await done?.refreshed;
      return done?.applied;
    },
    productSoldOut: (id) => {
      caches.catalogueCache?.productSoldOut(id);
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
}
