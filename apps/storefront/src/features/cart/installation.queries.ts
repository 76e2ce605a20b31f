import { queryOptions } from '@tanstack/react-query';
import { BASIC_INSTALLATION_CATEGORY_ID, parseWooPrice, type Product } from '@vitrina/core';
import type { StoreLoader } from '../../lib/api';
import { decodeTitle } from '../../lib/decode-title';
import { readCartProduct } from './cart-answer';

/** An installation service the cart offers beside an air conditioner. */
export type InstallationService = {
  id: number;
  name: string;
  regular_cents: number;
  sale_cents: number | undefined;
  product: Product;
};

/** The shop's basic installation services (category 200), cheapest first. */
export function installationServicesQueryOptions(store: StoreLoader) {
  return queryOptions({
    queryKey: ['products', 'installation-services'] as const,
    queryFn: async ({ signal }): Promise<InstallationService[]> => {
      const page = await (
        await store()
      ).products.list(
        { category: BASIC_INSTALLATION_CATEGORY_ID, per_page: 10, orderby: 'price', order: 'asc' },
        { signal },
      );
      return page.items.flatMap((item) => {
        const product = readCartProduct({ ...item, name: decodeTitle(item.name) });
        if (product === undefined || product.stock_status === 'outofstock') return [];
        const sale = parseWooPrice(item.sale_price);
        return [
          {
            id: item.id,
            name: product.name,
            regular_cents: parseWooPrice(item.regular_price) ?? 0,
            sale_cents: sale !== null && sale > 0 ? sale : undefined,
            product,
          },
        ];
      });
    },
    staleTime: 5 * 60_000,
  });
}
