import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { formatMoney, payablePrice } from '@vitrina/core';
import { Button } from '@vitrina/ui/button';
import { lazy, Suspense, type ReactNode } from 'react';
import type { StoreLoader } from '../../lib/api';
import type { AddToCartSlot } from './product-details';
import type { ProductDetail } from './product-view';
import {
  chosenVariation,
  describeChoice,
  pick,
  readChoice,
  type ProductVariation,
} from './variation-choice';
import { variantSearch } from './variant-search';
import { variationsQueryOptions } from './variations.queries';

// Its radio groups are react-aria's: loaded for a product with options only, so a product sold
// as it is (most of the catalogue) never sends them (issue 26).
const VariationPicker = lazy(async () => ({
  default: (await import('./variation-options')).VariationPicker,
}));

/** «Capacidad (BTU)» → «capacidad (BTU)», inside a sentence. */
const lowerFirst = (text: string): string =>
  text.charAt(0).toLocaleLowerCase('es-DO') + text.slice(1);

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

/** The page's product with the chosen variation's price, stock, SKU and image. */
function withVariation(product: ProductDetail, variation: ProductVariation): ProductDetail {
  return {
    ...product,
    id: variation.id,
    sku: variation.sku || product.sku,
    regularCents: variation.regularCents,
    saleCents: variation.saleCents,
    stockStatus: variation.stockStatus,
    stockQuantity: variation.stockQuantity,
    image: variation.image ?? product.image,
    images: variation.image ? [variation.image, ...product.images] : product.images,
    // The chosen variation is bought whole.
    hasOptions: false,
  };
}

/** A variation's name as WooCommerce writes it: the product's, then its options. */
const variationName = (product: ProductDetail, variation: ProductVariation): string =>
  `${product.name} - ${product.variantAttributes
    .map((attribute) => variation.options[attribute.key] ?? '')
    .filter((option) => option !== '')
    .join(', ')}`;

/** What a variable product's page shows instead of the product as the store lists it. */
export type VariableDetails = {
  product: ProductDetail;
  options: ReactNode;
  addToCart: AddToCartSlot;
};

/**
 * A variable product's page (issue 29): the choice kept in the URL (shareable, kept on reload),
 * the chosen variation's price, stock, SKU and image, and «Agregar al carrito» adding that
 * variation, disabled until every option is chosen. Undefined for any other product.
 */
export function useVariableProduct(
  store: StoreLoader,
  product: ProductDetail,
  addToCart: AddToCartSlot,
): VariableDetails | undefined {
  const attributes = product.variantAttributes;
  const isVariable = attributes.length > 0;
  const variations = useQuery({
    ...variationsQueryOptions(store, product.id, product.name),
    enabled: isVariable,
  });
  const search = useSearch({ strict: false });
  const navigate = useNavigate();
  if (!isVariable) return undefined;
  const list = variations.data ?? [];
  const choice = readChoice(attributes, search);
  const chosen = chosenVariation(attributes, list, choice);
  const missing = attributes.filter((attribute) => choice[attribute.key] === undefined);
  const onPick = (key: string, option: string) => {
    const next = pick(list, choice, key, option);
    const kept = Object.fromEntries(
      Object.entries(variantSearch({ ...search })).filter(
        ([name]) => !attributes.some((attribute) => attribute.key === name),
      ),
    );
    void navigate({
      to: '.',
      search: { ...kept, ...next },
      replace: true,
      resetScroll: false,
    });
  };
  const lowest =
    list.length === 0 ? undefined : Math.min(...list.map((entry) => payablePrice(entry)));
  const options = variations.isError ? (
    <div role="alert" className="flex flex-col items-start gap-2 text-sm text-danger">
      <p>{pickerCopy.failed}</p>
      <Button size="sm" variant="secondary" onPress={() => void variations.refetch()}>
        {pickerCopy.retry}
      </Button>
    </div>
  ) : variations.isPending ? (
    <p className="text-sm text-ink-muted" aria-live="polite">
      {pickerCopy.loading}
    </p>
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
        <Button size="lg" isDisabled>
          {pickerCopy.add}
        </Button>
      ),
  };
}
