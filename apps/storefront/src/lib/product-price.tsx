import { formatMoney, payablePrice, type ProductSummary } from '@vitrina/core';
import { Price } from '@vitrina/ui/price';

// A product's price wherever the catalogue lists it (cards, the wishlist, the compare table): a
// product with options is priced by the lowest of them, WooCommerce's `price` of the variable
// product, and says so (issue 29).

type PricedProduct = Pick<ProductSummary, 'regularCents' | 'saleCents' | 'hasOptions'>;

/** «Desde», before the price of a product whose options cost from it up. */
const FROM = 'Desde';

/** A product card's price props (`ProductCard`'s `regularCents`, `saleCents`, `pricePrefix`). */
export function cardPrice(product: PricedProduct) {
  return {
    regularCents: product.regularCents,
    ...(product.saleCents === undefined ? {} : { saleCents: product.saleCents }),
    ...(product.hasOptions === true ? { pricePrefix: FROM } : {}),
  };
}

/** The price a shopper pays as text: `Desde RD$ 29,900.00` for a product with options. */
export function priceText(product: PricedProduct): string {
  const amount = formatMoney(payablePrice(product));
  return product.hasOptions === true ? `${FROM} ${amount}` : amount;
}

/** A product's price in a row or a column: the sale, and «Desde» for a product with options. */
export function ProductPrice({
  product,
  size = 'sm',
}: {
  product: PricedProduct;
  size?: 'sm' | 'md';
}) {
  const { pricePrefix, ...amounts } = cardPrice(product);
  return (
    <Price
      {...amounts}
      {...(pricePrefix === undefined ? {} : { prefix: pricePrefix })}
      format={formatMoney}
      size={size}
    />
  );
}
