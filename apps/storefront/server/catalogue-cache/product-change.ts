/**
 * What a product's change means for the pages (M6). An order takes stock: only the product's own
 * answers and pages show its units, so only they are refreshed. A sold-out product (its
 * `stock_status` flips), a new price or name, anything a list shows: every list may show it. A
 * product deleted or no longer published: its own answers and pages go at once (A7), and every
 * list is refreshed.
 */
export type ProductChangeKind = 'stock' | 'listing' | 'gone';

/** A product the store says changed (its webhook): its id, the topic, the product as saved. */
export interface ProductChange {
  id: number;
  topic: string;
  product: Record<string, unknown>;
}

/** What a list shows of a product, without its units: equal before and after a stock change. */
const LISTED_FIELDS = [
  'name',
  'slug',
  'status',
  'type',
  'featured',
  'catalog_visibility',
  'sku',
  'price',
  'regular_price',
  'sale_price',
  'on_sale',
  'purchasable',
  'stock_status',
  'short_description',
  'description',
  'categories',
  'tags',
  'images',
  'attributes',
  'average_rating',
  'rating_count',
  'parent_id',
  'variations',
  'menu_order',
] as const;

/** A product object of a store answer: what its lists show, reduced to one comparable text. */
export function listedFingerprint(product: Record<string, unknown>): string {
  return JSON.stringify(LISTED_FIELDS.map((field) => product[field] ?? null));
}

/** The products of a catalogue answer's body: one product, or a list of them. */
export function productsOfAnswer(body: unknown): Record<string, unknown>[] {
  const isProduct = (item: unknown): item is Record<string, unknown> =>
    typeof item === 'object' && item !== null && typeof (item as { id?: unknown }).id === 'number';
  if (Array.isArray(body)) return body.filter(isProduct);
  return isProduct(body) ? [body] : [];
}

/**
 * The kind of a product's change, from what it lists now and what it listed when last seen; a
 * product not seen before may show anywhere.
 */
export function changeKind(
  before: string | undefined,
  now: Record<string, unknown>,
  topic: string,
): ProductChangeKind {
  if (topic === 'product.deleted' || (now['status'] !== undefined && now['status'] !== 'publish'))
    return 'gone';
  if (topic !== 'product.updated' || before === undefined) return 'listing';
  return before === listedFingerprint(now) ? 'stock' : 'listing';
}
