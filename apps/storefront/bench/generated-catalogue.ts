// A catalogue of any size for the search bench (issue 38): the demo's products again and again,
// each copy a model of its own (its own name, SKU and id), as a large appliance shop lists them.
import type { StoreClient } from '@vitrina/api-client';
import type { WcProduct } from '@vitrina/api-client/products';

const SERIES = ['Pro', 'Eco', 'Plus', 'Max', 'Smart', 'Classic', 'Turbo', 'Nova', 'Prime'];
const COLOURS = ['blanco', 'negro', 'plata', 'gris', 'acero', 'grafito'];

/** `count` products made from `demo`, ids from 100001, each with its own model name and SKU. */
export function generatedCatalogue(demo: readonly WcProduct[], count: number): WcProduct[] {
  return Array.from({ length: count }, (_, index) => {
    const base = demo[index % demo.length];
    if (base === undefined) throw new Error('no demo product to copy');
    const model = `${SERIES[index % SERIES.length] ?? ''} ${COLOURS[index % COLOURS.length] ?? ''} M${String(index)}`;
    return {
      ...base,
      id: 100_001 + index,
      name: `${base.name} ${model}`,
      slug: `${base.slug}-m${String(index)}`,
      sku: `${base.sku}-M${String(index)}`,
    };
  });
}

/** The products as a store that lists them, a page at a time, for the search to read. */
export function catalogueStore(products: readonly WcProduct[]): StoreClient {
  const list = ({ page = 1, per_page = 10 }: { page?: number; per_page?: number }) =>
    Promise.resolve({
      items: products.slice((page - 1) * per_page, page * per_page),
      total: products.length,
      totalPages: Math.ceil(products.length / per_page),
    });
  return { products: { list } } as unknown as StoreClient;
}
