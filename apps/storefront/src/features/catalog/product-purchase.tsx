import {
  centsToDecimal,
  formatMoney,
  instalmentFrom,
  MAX_LINE_QUANTITY,
  unitsLeftToTell,
  payablePrice,
} from '@vitrina/core';
import { Price } from '@vitrina/ui/price';
import { useState, type ReactNode } from 'react';
import { stockWords } from '../../copy/stock';
import { cartCopy } from '../../copy/cart';
import { ShopLink } from '../../lib/shop-link';
import { compareHref } from './listing-search';
import type { ProductDetail } from './product-view';

/** What a product page's purchase needs of its product: no pictures, no descriptions. */
export type PurchasableProduct = Pick<
  ProductDetail,
  | 'id'
  | 'name'
  | 'brand'
  | 'image'
  | 'regularCents'
  | 'saleCents'
  | 'stockStatus'
  | 'stockQuantity'
  | 'categoryIds'
  | 'isService'
  | 'sku'
  | 'variantAttributes'
  | 'hasOptions'
>;

/** The product page's purchase of `product`, in the quantity chosen (the route's slot). */
export type AddToCartSlot = (props: { product: PurchasableProduct; quantity: number }) => ReactNode;

const stockTone = {
  instock: 'text-success',
  onbackorder: 'text-ink',
  outofstock: 'text-danger',
} as const;

const stepButton =
  'inline-flex size-10 cursor-pointer items-center justify-center text-xl text-ink hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-focus';

/** Whole units from 1 to `max`; typing anything else snaps back. */
function QuantityInput({
  value,
  max,
  onChange,
  isDisabled,
}: {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  isDisabled: boolean;
}) {
  const set = (next: number) => onChange(Math.min(Math.max(1, Math.trunc(next) || 1), max));
  return (
    <div
      role="group"
      aria-label="Cantidad"
      className="inline-flex items-center rounded-control border border-border-strong"
    >
      <button
        type="button"
        aria-label="Disminuir cantidad"
        className={stepButton}
        disabled={isDisabled || value <= 1}
        onClick={() => set(value - 1)}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        aria-label="Cantidad"
        min={1}
        max={max}
        value={value}
        disabled={isDisabled}
        onChange={(event) => set(event.currentTarget.valueAsNumber)}
        className="h-10 w-14 border-x border-border-strong bg-surface text-center text-base text-ink [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button
        type="button"
        aria-label="Aumentar cantidad"
        className={stepButton}
        disabled={isDisabled || value >= max}
        onClick={() => set(value + 1)}
      >
        +
      </button>
    </div>
  );
}

/**
 * What a shopper operates on a product page: SKU, price with the saving, «desde RD$ X/mes»,
 * stock, a variable product's options, the quantity and the add-to-cart slot the route fills,
 * and the way to compare.
 */
export function PurchasePanel({
  product,
  options,
  addToCart,
}: {
  product: PurchasableProduct;
  /** A variable product's picker (issue 29), above the quantity. */
  options?: ReactNode;
  addToCart: AddToCartSlot;
}) {
  const [quantity, setQuantity] = useState(1);
  const price = payablePrice(product);
  const saving = product.saleCents === undefined ? 0 : product.regularCents - product.saleCents;
  const maxQuantity = Math.max(
    1,
    Math.min(product.stockQuantity ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY),
  );
  const unitsLeft = unitsLeftToTell({
    stock_status: product.stockStatus,
    stock_quantity: product.stockQuantity,
  });
  return (
    <>
      {product.sku ? <p className="text-sm text-ink-muted">Código: {product.sku}</p> : null}
      <div className="flex flex-col gap-1">
        <Price
          regularCents={product.regularCents}
          {...(product.saleCents === undefined ? {} : { saleCents: product.saleCents })}
          format={formatMoney}
          size="lg"
        />
        {saving > 0 ? (
          <p className="text-sm font-semibold text-sale">
            Ahorras {formatMoney(saving)} ({Math.round((saving / product.regularCents) * 100)} %)
          </p>
        ) : null}
        {price > 0 && !product.isService ? (
          <ShopLink
            href={`/financiamiento?monto=${centsToDecimal(price)}`}
            className="text-sm text-brand-700 underline"
          >
            Desde {formatMoney(instalmentFrom(price))}/mes con financiamiento
          </ShopLink>
        ) : null}
      </div>
      <p className={`font-semibold ${stockTone[product.stockStatus]}`}>
        {stockWords[product.stockStatus]}
        {unitsLeft === null ? '' : `: ${cartCopy.fewLeft(unitsLeft).toLowerCase()}`}
      </p>
      {options}
      <div className="flex flex-wrap items-center gap-3">
        <QuantityInput
          value={quantity}
          max={maxQuantity}
          onChange={setQuantity}
          isDisabled={product.stockStatus === 'outofstock'}
        />
        {addToCart({ product, quantity })}
      </div>
      {product.isService ? null : (
        <ShopLink href={compareHref([product.id])} className="text-sm text-brand-700 underline">
          Comparar con otros productos
        </ShopLink>
      )}
    </>
  );
}
