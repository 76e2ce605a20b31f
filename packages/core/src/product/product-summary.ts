import type { Cents } from '../money/cents.js';
import { buildPath } from '../routes/route-table.js';
import type { ProductImage, StockStatus } from './product.js';

/**
 * A catalogue product as the shop shows it: what a product card, a compare column, the cart's
 * add button, the BTU calculator and analytics read. Plain serialisable values (it travels in the
 * dehydrated query cache), money in centavos, names already decoded to text. The storefront builds
 * it from the store's product; every feature that takes a product takes this shape or a `Pick` of it.
 */
export type ProductSummary = {
  id: number;
  slug: string;
  name: string;
  /** The first tag's name (spec §3: the brand). */
  brand?: string | undefined;
  brandSlug?: string | undefined;
  image?: ProductImage | undefined;
  regularCents: Cents;
  /** Only while on sale and below the regular price. */
  saleCents?: Cents | undefined;
  stockStatus: StockStatus;
  categoryIds: number[];
  /** An installation, diagnosis or other service rather than goods. */
  isService: boolean;
  /** `attributes[]` as name → values (e.g. «Capacidad (BTU)» → «12,000 BTU»). */
  attributes: { name: string; value: string }[];
  /**
   * A product with options (WooCommerce's variable product): chosen on its page, never added whole.
   * Its `regularCents` is then the lowest price of its options (WooCommerce's `price` of the
   * variable product), shown «Desde RD$…».
   */
  hasOptions?: boolean | undefined;
  /** A product with options: whether one of them is on sale (WooCommerce's `on_sale`). */
  optionOnSale?: boolean | undefined;
  /** Approved reviews: their mean (0–5) and how many; absent or `count: 0` when none. */
  rating?: { average: number; count: number } | undefined;
};

/** The price a shopper pays now for a product: the sale price while there is one. */
export function payablePrice(product: Pick<ProductSummary, 'regularCents' | 'saleCents'>): Cents {
  return product.saleCents ?? product.regularCents;
}

/**
 * Whether a product wears the sale badge: its sale price, or for a product with options (which
 * has no sale price of its own) any option on sale.
 */
export function isProductOnSale(
  product: Pick<ProductSummary, 'saleCents' | 'hasOptions' | 'optionOnSale'>,
): boolean {
  return product.hasOptions === true
    ? product.optionOnSale === true
    : product.saleCents !== undefined;
}

/** The address of a product's page: services under /servicios, goods under /producto. */
export function productHref(product: Pick<ProductSummary, 'slug' | 'isService'>): string {
  return buildPath(product.isService ? 'service' : 'product', { slug: product.slug });
}
