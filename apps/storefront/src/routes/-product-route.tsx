import type { QueryClient } from '@tanstack/react-query';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { notFound, useParams, useRouteContext, useSearch } from '@tanstack/react-router';
import { productHref } from '@vitrina/core';
import { cashbackQueryOptions } from '../features/cashback/cashback.queries';
import { productBySlugQueryOptions } from '../features/catalog/catalog.queries';
import { loadProductExtras } from '../features/catalog/product-extras';
import { ProductPage } from '../features/catalog/product-page';
import type { PurchasableProduct } from '../features/catalog/product-purchase';
import type { ProductDetail } from '../features/catalog/product-view';
import { chosenVariation, readChoice } from '../features/catalog/variation-choice';
import { variationsQueryOptions } from '../features/catalog/variations.queries';
import type { StoreLoader } from '../lib/api';
import { ProductPurchase } from './-product-purchase';

// The product and the service pages are one page at two addresses (goods and services).

/** Loads a product by slug (404 when the store has none) with its related products and the cashback. */
export async function loadProductRoute({
  context,
  params,
}: {
  context: {
    queryClient: QueryClient;
    store: StoreLoader;
    sanitizeHtml: (html: string) => Promise<string>;
  };
  params: { slug: string };
}) {
  const product = await context.queryClient.ensureQueryData(
    productBySlugQueryOptions(context.store, context.sanitizeHtml, params.slug),
  );
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's notFound() is thrown by design
  if (!product) throw notFound();
  // The cashback note is part of the page: loaded with it, so the server renders it and the
  // browser hydrates the same note (a note appearing only in the browser broke the hydration).
  await Promise.all([
    loadProductExtras(context, product),
    context.queryClient.prefetchQuery(cashbackQueryOptions(context)),
    // A variable product's page renders its choice on the server (issue 29).
    product.variantAttributes.length > 0
      ? context.queryClient.prefetchQuery(
          variationsQueryOptions(context.store, product.id, product.name),
        )
      : undefined,
  ]);
  return {
    name: product.name,
    brand: product.brand,
    image: product.image?.src,
    href: productHref(product),
  };
}

/** The page of the product the loader found (the route's `$slug`). */
export function ProductRouteBody() {
  const slug = useParams({ strict: false }).slug ?? '';
  const { store, sanitizeHtml } = useRouteContext({ from: '__root__' });
  const product = useSuspenseQuery(productBySlugQueryOptions(store, sanitizeHtml, slug)).data;
  // The loader turned a missing product into the 404 page.
  if (!product) return null;
  return <ProductBody product={product} />;
}

/** What the purchase island takes of a product: no pictures, no descriptions. */
function purchasableOf(product: ProductDetail): PurchasableProduct {
  return {
    id: product.id,
    name: product.name,
    brand: product.brand,
    image: product.image,
    regularCents: product.regularCents,
    saleCents: product.saleCents,
    stockStatus: product.stockStatus,
    stockQuantity: product.stockQuantity,
    categoryIds: product.categoryIds,
    isService: product.isService,
    sku: product.sku,
    variantAttributes: product.variantAttributes,
    hasOptions: product.hasOptions,
  };
}

/** The page of a product that exists; a variable one with its choice (issue 29). */
function ProductBody({ product }: { product: ProductDetail }) {
  const context = useRouteContext({ from: '__root__' });
  const isVariable = product.variantAttributes.length > 0;
  const variations = useQuery({
    ...variationsQueryOptions(context.store, product.id, product.name),
    enabled: isVariable,
  }).data;
  const cashback = useQuery(cashbackQueryOptions(context)).data ?? [];
  const choice = readChoice(product.variantAttributes, useSearch({ strict: false }));
  return (
    <ProductPage
      store={context.store}
      siteUrl={context.siteUrl}
      product={product}
      variationImage={chosenVariation(product.variantAttributes, variations ?? [], choice)?.image}
      purchase={
        <ProductPurchase
          // A product with options is chosen there: it hydrates as it is seen.
          {...(isVariable ? { hydrate: { when: 'visible' } } : {})}
          product={purchasableOf(product)}
          variations={isVariable ? variations : []}
          choice={choice}
          cashback={cashback}
        />
      }
    />
  );
}
