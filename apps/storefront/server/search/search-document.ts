import type { WcProduct } from '@vitrina/api-client/products';
import { payablePrice, skuKey, type Cents, type ProductSummary } from '@vitrina/core';
import { toProductSummary } from '../../src/features/catalog/product-view.js';
import { decodeTitle } from '../../src/lib/decode-title.js';

/** A product's text as the search reads it, one field per weight it carries. */
export interface SearchDocument {
  readonly id: number;
  readonly name: string;
  /** Its brands (the store's tags). */
  readonly brand: string;
  /** Its options and attributes' values (`55"`, `12,000 BTU`): a variable product's sizes too. */
  readonly options: string;
  readonly categories: string;
  readonly sku: string;
  /**
   * The short description, as text (the long one when there is none): what the product is in a
   * sentence. The long one's features and delivery terms would put most words in most products.
   */
  readonly description: string;
}

/** A product as the results show, filter and sort it. */
export interface IndexedProduct {
  readonly summary: ProductSummary;
  /** Its SKU in one form (`skuKey`), '' when it has none. */
  readonly skuKey: string;
  readonly payableCents: Cents;
  /** When it was created, in ms since 1970 (0 when the store did not say). */
  readonly createdAt: number;
}

/** What the index keeps of one product. */
export interface SearchEntry {
  readonly document: SearchDocument;
  readonly product: IndexedProduct;
}

const text = (html: string) => decodeTitle(html.replace(/<[^>]*>/g, ' '));

function createdAt(product: WcProduct): number {
  const date: unknown = product['date_created_gmt'] ?? product['date_created'];
  const time = typeof date === 'string' ? Date.parse(date) : NaN;
  return Number.isNaN(time) ? 0 : time;
}

/** What the search keeps of a published product of the store. */
export function toSearchEntry(product: WcProduct): SearchEntry {
  const summary = toProductSummary(product);
  return {
    document: {
      id: product.id,
      name: summary.name,
      brand: product.tags.map((tag) => decodeTitle(tag.name)).join(' '),
      options: product.attributes
        .flatMap((attribute) => attribute.options)
        .map(decodeTitle)
        .join(' · '),
      categories: product.categories.map((category) => decodeTitle(category.name)).join(' · '),
      sku: product.sku,
      description: text(product.short_description || product.description),
    },
    product: {
      summary,
      skuKey: skuKey(product.sku),
      payableCents: payablePrice(summary),
      createdAt: createdAt(product),
    },
  };
}
