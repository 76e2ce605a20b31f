import { queryOptions } from '@tanstack/react-query';
import type { StoreLoader } from '../../lib/api';
import { decodeTitle } from '../../lib/decode-title';

/** A brand (a WooCommerce product tag) by its slug; `null` when the store has none. */
export function brandQueryOptions(store: StoreLoader, slug: string) {
  return queryOptions({
    queryKey: ['brands', 'by-slug', slug] as const,
    queryFn: async ({ signal }) => {
      const { items } = await (await store()).products.tags({ slug, per_page: 1 }, { signal });
      const brand = items[0];
      return brand ? { id: brand.id, name: decodeTitle(brand.name), slug: brand.slug } : null;
    },
    staleTime: 5 * 60_000,
  });
}

/** A product (goods or a service) by its slug; `null` when the store has none. */
export function productBySlugQueryOptions(store: StoreLoader, slug: string) {
  return queryOptions({
    queryKey: ['products', 'by-slug', slug] as const,
    queryFn: async ({ signal }) => {
      const product = await (await store()).products.getBySlug(slug, { signal });
      return product
        ? { id: product.id, name: decodeTitle(product.name), slug: product.slug }
        : null;
    },
  });
}
