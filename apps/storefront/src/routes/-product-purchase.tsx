import { LOCAL_STORAGE_KEYS, payablePrice, type CashbackOffer } from '@vitrina/core';
import { lazy, Suspense } from 'react';
import { AddToCartButton } from '../features/cart/add-to-cart-button';
import { CashbackNote } from '../features/cashback/cashback-note';
import {
  PurchasePanel,
  type AddToCartSlot,
  type PurchasableProduct,
} from '../features/catalog/product-purchase';
import type { ProductVariation, VariantChoice } from '../features/catalog/variation-choice';
import { useVariableProduct } from '../features/catalog/variation-picker';
import { WishlistHeart } from '../features/wishlist/wishlist-heart';
import { island } from '../lib/island';

// «Avísame cuando llegue» checks its e-mail with zod: loaded only for a sold-out product, never
// with every product page's first bytes.
const SoldOutAlert = lazy(async () => ({
  default: (await import('./-stock-alert-wiring')).SoldOutAlert,
}));

type ProductPurchaseProps = {
  product: PurchasableProduct;
  /** A variable product's variations, read with the page (undefined when they could not be). */
  variations?: readonly ProductVariation[] | undefined;
  /** The options the page's address chose (issue 29). */
  choice: VariantChoice;
  /** The banks' running cashback promotions, read with the page. */
  cashback: readonly CashbackOffer[];
};

/**
 * What a shopper operates on a product page: the options, the quantity, «Agregar al carrito»,
 * the heart, the banks' cashback on the amount and, sold out, «Avísame cuando llegue».
 */
function ProductPurchaseView({ product, variations, choice, cashback }: ProductPurchaseProps) {
  const addToCart: AddToCartSlot = ({ product: chosen, quantity }) => (
    <>
      <AddToCartButton product={chosen} quantity={quantity} size="lg" />
      <WishlistHeart product={chosen} size="lg" />
      <CashbackNote amountCents={payablePrice(chosen) * quantity} offers={cashback} />
      {chosen.stockStatus === 'outofstock' ? (
        <Suspense fallback={null}>
          <SoldOutAlert product={chosen} />
        </Suspense>
      ) : null}
    </>
  );
  const variable = useVariableProduct(product, variations, choice, addToCart);
  return (
    <PurchasePanel
      product={variable?.product ?? product}
      options={variable?.options}
      addToCart={variable?.addToCart ?? addToCart}
    />
  );
}

/**
 * A product page's purchase, an island (decision 022) hydrated when touched, or as it comes near
 * the screen where the browser holds a wishlist (the heart) — and always for a product with
 * options, whose choice the shopper makes there.
 */
export const ProductPurchase = island('product-purchase', ProductPurchaseView, {
  when: 'visible',
  stored: [LOCAL_STORAGE_KEYS.wishlist, LOCAL_STORAGE_KEYS.token],
});
