/**
 * The `_links` WordPress gives each item of a REST collection: the item itself and the
 * collection, under `origin` (the store's public origin) and a route such as `wc/v3/orders`.
 */
export function itemLinks(origin: string, collection: string, id: number | string) {
  return {
    self: [{ href: `${origin}/wp-json/${collection}/${String(id)}` }],
    collection: [{ href: `${origin}/wp-json/${collection}` }],
  };
}
