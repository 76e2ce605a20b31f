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
import { cartCopy } from '../../copy/cart';
import { RouterLink } from '../../lib/router-link';
import { ProductGallery } from './product-gallery';
import { ProductStars } from './product-rating';
import type { ProductDetail } from './product-view';

/** What the add-to-cart slot gets: the product and the quantity chosen on the page. */
export type AddToCartSlot = (props: { product: ProductDetail; quantity: number }) => ReactNode;

const stockText = {
  instock: { label: 'Disponible', className: 'text-success' },
  onbackorder: { label: 'Bajo pedido', className: 'text-ink' },
  outofstock: { label: 'Agotado', className: 'text-danger' },
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
 * A product page's main part: gallery, name, brand, price with the saving, «desde RD$ X/mes»,
 * stock, quantity and the add-to-cart slot the route fills, then attributes and description.
 */
export function ProductDetails({
  product,
  addToCart,
  compareHref,
  options,
}: {
  product: ProductDetail;
  addToCart: AddToCartSlot;
  compareHref: string | undefined;
  /** A variable product's picker (issue 29), above the quantity. */
  options?: ReactNode;
}) {
  const [quantity, setQuantity] = useState(1);
  const price = payablePrice(product);
  const saving = product.saleCents === undefined ? 0 : product.regularCents - product.saleCents;
  const stock = stockText[product.stockStatus];
  const soldOut = product.stockStatus === 'outofstock';
  const maxQuantity = Math.max(
    1,
    Math.min(product.stockQuantity ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY),
  );
  const unitsLeft = unitsLeftToTell({
    stock_status: product.stockStatus,
    stock_quantity: product.stockQuantity,
  });
  return (
    <article className="flex flex-col gap-10">
      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <ProductGallery images={product.images} name={product.name} />
        <div className="flex flex-col gap-4">
          {product.brand && product.brandSlug ? (
            <RouterLink
              href={`/marcas/${product.brandSlug}`}
              className="text-sm font-semibold uppercase tracking-wide text-brand-700 hover:underline"
            >
              {product.brand}
            </RouterLink>
          ) : null}
          <h1 className="text-2xl font-bold text-ink md:text-3xl">{product.name}</h1>
          {product.rating && product.rating.count > 0 ? (
            <a href="#resenas" className="self-start rounded-sm hover:underline">
              <ProductStars rating={product.rating} size="md" />
            </a>
          ) : null}
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
                Ahorras {formatMoney(saving)} ({Math.round((saving / product.regularCents) * 100)}{' '}
                %)
              </p>
            ) : null}
            {price > 0 && !product.isService ? (
              <RouterLink
                href={`/financiamiento?monto=${centsToDecimal(price)}`}
                className="text-sm text-brand-700 underline"
              >
                Desde {formatMoney(instalmentFrom(price))}/mes con financiamiento
              </RouterLink>
            ) : null}
          </div>
          <p className={`font-semibold ${stock.className}`}>
            {stock.label}
            {unitsLeft === null
              ? ''
              : `: ${cartCopy.fewLeft(unitsLeft).toLocaleLowerCase('es-DO')}`}
          </p>
          {options}
          <div className="flex flex-wrap items-center gap-3">
            <QuantityInput
              value={quantity}
              max={maxQuantity}
              onChange={setQuantity}
              isDisabled={soldOut}
            />
            {addToCart({ product, quantity })}
          </div>
          {compareHref ? (
            <RouterLink href={compareHref} className="text-sm text-brand-700 underline">
              Comparar con otros productos
            </RouterLink>
          ) : null}
          {product.shortDescriptionHtml ? (
            <div
              className="prose text-ink-muted"
              dangerouslySetInnerHTML={{ __html: product.shortDescriptionHtml }}
            />
          ) : null}
        </div>
      </div>
      {product.attributes.length > 0 ? (
        <section aria-labelledby="caracteristicas">
          <h2 id="caracteristicas" className="mb-3 text-xl font-semibold text-ink">
            Características
          </h2>
          <table className="w-full max-w-2xl border-collapse text-left text-sm">
            <tbody>
              {product.attributes.map((attribute) => (
                <tr key={attribute.name} className="border-b border-border">
                  <th scope="row" className="w-1/2 py-2 pr-4 font-medium text-ink">
                    {attribute.name}
                  </th>
                  <td className="py-2 text-ink">{attribute.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {product.descriptionHtml ? (
        <section aria-labelledby="descripcion">
          <h2 id="descripcion" className="mb-3 text-xl font-semibold text-ink">
            Descripción
          </h2>
          <div
            className="prose max-w-3xl text-ink"
            dangerouslySetInnerHTML={{ __html: product.descriptionHtml }}
          />
        </section>
      ) : null}
    </article>
  );
}
