import { productHref, payablePrice } from '@vitrina/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { notFound, useParams, useRouteContext } from '@tanstack/react-router';
import { trackProductViewed } from '../app/catalog-tracking';
import { CashbackNote } from '../features/cashback/cashback-note';
import { cashbackQueryOptions } from '../features/cashback/cashback.queries';
import { productBySlugQueryOptions } from '../features/catalog/catalog.queries';
import { loadProductExtras } from '../features/catalog/product-extras';
import { ProductPage } from '../features/catalog/product-page';
import { useVariableProduct } from '../features/catalog/variation-picker';
import { variationsQueryOptions } from '../features/catalog/variations.queries';
import type { AddToCartSlot } from '../features/catalog/product-details';
import type { ProductDetail } from '../features/catalog/product-view';
import type { QueryClient } from '@tanstack/react-query';
import type { StoreLoader } from '../lib/api';
import { listingTracking, pageAddToCart } from './-catalog-wiring';

// «Avísame cuando llegue» checks its e-mail with zod: loaded only for a sold-out product, never
// with every product page's first bytes.
const SoldOutAlert = lazy(async () => ({
  default: (await import('./-stock-alert-wiring')).SoldOutAlert,
}));

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

/** The add button, then the banks' cashback on the price of the quantity chosen. */
const withCashback: AddToCartSlot = (props) => (
  <>
    {pageAddToCart(props)}
    <CashbackNote amountCents={payablePrice(props.product) * props.quantity} />
    {props.product.stockStatus === 'outofstock' ? (
      <Suspense fallback={null}>
        <SoldOutAlert product={props.product} />
      </Suspense>
    ) : null}
  </>
);

/** The page of the product the loader found (the route's `$slug`). */
export function ProductRouteBody() {
  const slug = useParams({ strict: false }).slug ?? '';
  const { store, sanitizeHtml } = useRouteContext({ from: '__root__' });
  const product = useSuspenseQuery(productBySlugQueryOptions(store, sanitizeHtml, slug)).data;
  // The loader turned a missing product into the 404 page.
  if (!product) return null;
  return <ProductBody product={product} />;
}

/** The page of a product that exists; a variable one with its picker (issue 29). */
function ProductBody({ product }: { product: ProductDetail }) {
  const { store, siteUrl } = useRouteContext({ from: '__root__' });
  const variable = useVariableProduct(store, product, withCashback);
  return (
    <ProductPage
      store={store}
      siteUrl={siteUrl}
      product={product}
      addToCart={withCashback}
      onView={trackProductViewed}
      onSelect={listingTracking.onSelect}
      onListView={listingTracking.onView}
      variable={variable}
    />
  );
}
