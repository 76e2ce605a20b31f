import { formatMoney, productHref, type ProductSummary } from '@vitrina/core';
import { cardPrice } from './product-price';
import { RouterLink } from './router-link';

type CardProduct = Pick<
  ProductSummary,
  'name' | 'slug' | 'isService' | 'brand' | 'image' | 'regularCents' | 'saleCents' | 'hasOptions'
>;

/**
 * What a product card shows of a catalogue product wherever the shop lists one (a listing's
 * grid, the calculator's matches): its name and page through the app's router, brand, picture
 * and price in RD$.
 */
export function productCardFields(product: CardProduct) {
  return {
    name: product.name,
    href: productHref(product),
    ...(product.brand === undefined ? {} : { brand: product.brand }),
    ...(product.image === undefined ? {} : { image: product.image }),
    ...cardPrice(product),
    formatPrice: formatMoney,
    linkComponent: RouterLink,
  };
}
