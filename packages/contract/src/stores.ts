import type { CatalogueIds } from './seed/catalogue.js';

/** One store the contract runs against, as the global setup hands it to the test files. */
export interface ContractStoreSettings {
  /** Where keyed wc/v3 calls go (https for the real store). */
  keyedUrl: string;
  /** Where CoCart and login calls go, without keys (plain http on loopback). */
  openUrl: string;
  readKey: { key: string; secret: string };
  writeKey: { key: string; secret: string };
  customer: { email: string; password: string };
  /** The store's sent mail, one JSON line each with at least `to`, `subject` and `text`. */
  mailPath: string;
  ids: SerializedIds;
}

/** Both stores: the embedded one and the real WooCommerce. */
export interface ContractStores {
  /** `clockFile`: where the test workers set the embedded store's clock (src/test-clock.ts). */
  embedded: ContractStoreSettings & { clockFile: string };
  /** `dir`: the kit's folder, for what only the command line can set (the plugin's settings). */
  real: ContractStoreSettings & { caPath: string; dir: string };
}

/** {@link CatalogueIds} as plain JSON, to cross from the global setup to the test workers. */
export interface SerializedIds {
  categories: Record<string, number>;
  brands: Record<string, number>;
  attributes: Record<string, { id: number; terms: Record<string, number> }>;
  products: Record<string, number>;
  zones: Record<string, number>;
  coupons: Record<string, number>;
}

export function serializeIds(ids: CatalogueIds): SerializedIds {
  return {
    categories: Object.fromEntries(ids.categories),
    brands: Object.fromEntries(ids.brands),
    attributes: Object.fromEntries(
      [...ids.attributes].map(([slug, { id, terms }]) => [
        slug,
        { id, terms: Object.fromEntries(terms) },
      ]),
    ),
    products: Object.fromEntries(ids.products),
    zones: Object.fromEntries(ids.zones),
    coupons: Object.fromEntries(ids.coupons),
  };
}
