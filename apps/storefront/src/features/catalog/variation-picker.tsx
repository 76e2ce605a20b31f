import { formatMoney, payablePrice } from '@vitrina/core';
import { plainButtonClasses } from '@vitrina/ui/button-classes';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useShopNavigation } from '../../lib/shop-link';
import type { AddToCartSlot, PurchasableProduct } from './product-purchase';
import {
  chosenVariation,
  describeChoice,
  pick,
  type ProductVariation,
  type VariantChoice,
} from './variation-choice';
import { chosenPicture } from './variation-image';

// Its radio groups are react-aria's: loaded for a product with options only, so a product sold
// as it is (most of the catalogue) never sends them (issue 26).
const VariationPicker = lazy(async () => ({
  default: (await import('./variation-options')).VariationPicker,
}));

/** «Capacidad (BTU)» → «capacidad (BTU)», inside a sentence (no `Intl` on the first load). */
const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/** The picker's words. */
const pickerCopy = {
  legend: 'Elige las opciones',
  from: (price: string) => `Desde ${price}`,
  choose: (names: string) => `Elige ${names} para agregarlo al carrito.`,
  chosen: (options: string) => `Elegiste ${options}.`,
  loading: 'Cargando las opciones…',
  failed: 'No pudimos cargar las opciones de este producto.',
  retry: 'Reintentar',
  add: 'Agregar al carrito',
};

/** The page's product with the chosen variation's price, stock, SKU and picture. */
function withVariation(
  product: PurchasableProduct,
  variation: ProductVariation,
): PurchasableProduct {
  return {
    ...product,
    id: variation.id,
    sku: variation.sku || product.sku,
    regularCents: variation.regularCents,
    saleCents: variation.saleCents,
    stockStatus: variation.stockStatus,
    stockQuantity: variation.stockQuantity,
    image: variation.image ?? product.image,
    // The chosen variation is bought whole.
    hasOptions: false,
  };
}

/** A variation's name as WooCommerce writes it: the product's, then its options. */
const variationName = (product: PurchasableProduct, variation: ProductVariation): string =>
  `${product.name} - ${product.variantAttributes
    .map((attribute) => variation.options[attribute.key] ?? '')
    .filter((option) => option !== '')
    .join(', ')}`;

/** What a variable product's page shows instead of the product as the store lists it. */
export type VariableDetails = {
  product: PurchasableProduct;
  options: ReactNode;
  addToCart: AddToCartSlot;
};

/** This page's address with `choice` in place of the attributes' parameters. */
function hrefWithChoice(product: PurchasableProduct, choice: VariantChoice): string {
  const url = new URL(window.location.href);
  for (const attribute of product.variantAttributes) url.searchParams.delete(attribute.key);
  for (const [key, option] of Object.entries(choice)) url.searchParams.set(key, option);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A variable product's page (issue 29): the choice kept in the URL (shareable, kept on reload),
 * the chosen variation's price, stock, SKU and picture, and «Agregar al carrito» adding that
 * variation, disabled until every option is chosen. Undefined for any other product.
 * `variations`: the store's, read with the page (undefined when it could not be read).
 */
export function useVariableProduct(
  product: PurchasableProduct,
  variations: readonly ProductVariation[] | undefined,
  initialChoice: VariantChoice,
  addToCart: AddToCartSlot,
): VariableDetails | undefined {
  const attributes = product.variantAttributes;
  const [choice, setChoice] = useState(initialChoice);
  const { replace } = useShopNavigation();
  const list = variations ?? [];
  const chosen = chosenVariation(attributes, list, choice);
  if (attributes.length === 0) return undefined;
  const missing = attributes.filter((attribute) => choice[attribute.key] === undefined);
  const onPick = (key: string, option: string) => {
    const next = pick(list, choice, key, option);
    setChoice(next);
    replace(hrefWithChoice(product, next));
    // The gallery (another island) shows the chosen variation's picture first.
    chosenPicture.set(product.id, chosenVariation(attributes, list, next)?.image ?? null);
  };
  const lowest =
    list.length === 0 ? undefined : Math.min(...list.map((entry) => payablePrice(entry)));
  const options =
    variations === undefined ? (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm text-danger">
        <p>{pickerCopy.failed}</p>
        <button
          type="button"
          className={plainButtonClasses('secondary', 'sm')}
          onClick={() => window.location.reload()}
        >
          {pickerCopy.retry}
        </button>
      </div>
    ) : (
      <div className="flex flex-col gap-2">
        {chosen === undefined && lowest !== undefined ? (
          <p className="text-sm font-semibold text-ink">{pickerCopy.from(formatMoney(lowest))}</p>
        ) : null}
        <Suspense fallback={<p className="text-sm text-ink-muted">{pickerCopy.loading}</p>}>
          <VariationPicker
            attributes={attributes}
            variations={list}
            choice={choice}
            onPick={onPick}
          />
        </Suspense>
        <p className="text-sm text-ink-muted" aria-live="polite">
          {chosen
            ? pickerCopy.chosen(describeChoice(attributes, choice))
            : pickerCopy.choose(missing.map((attribute) => lowerFirst(attribute.name)).join(' y '))}
        </p>
      </div>
    );
  return {
    product: chosen ? withVariation(product, chosen) : product,
    options,
    // The cart names the line as WooCommerce names a variation: «Producto - 55"».
    addToCart: (props) =>
      chosen ? (
        addToCart({ ...props, product: { ...props.product, name: variationName(product, chosen) } })
      ) : (
        <button type="button" className={plainButtonClasses('primary', 'lg')} disabled>
          {pickerCopy.add}
        </button>
      ),
  };
}
