import { productHref, payablePrice } from '@vitrina/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { notFound, useParams, useRouteContext } from '@tanstack/react-router';
import { trackProductViewed } from '../app/catalog-tracking';
import { CashbackNote } from '../features/cashback/cashback-note';
import { cashbackQueryOptions } from '../features/cashback/cashback.queries';
import { productBySlugQueryOptions } from '../features/catalog/catalog.queries';
import { loadProductExtras } from '../features/catalog/product-extras';
import { ProductPage } from '../features/catalog/product-page';
import type { AddToCartSlot } from '../features/catalog/product-details';
import type { QueryClient } from '@tanstack/react-query';
import type { StoreLoader } from '../lib/api';
import { listingTracking, pageAddToCart } from './-catalog-wiring';
import { SoldOutAlert } from './-stock-alert-wiring';

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
    {props.product.stockStatus === 'outofstock' ? <SoldOutAlert product={props.product} /> : null}
  </>
);

/** The page of the product the loader found (the route's `$slug`). */
export function ProductRouteBody() {
  const slug = useParams({ strict: false }).slug ?? '';
  const { store, siteUrl, sanitizeHtml } = useRouteContext({ from: '__root__' });
  const product = useSuspenseQuery(productBySlugQueryOptions(store, sanitizeHtml, slug)).data;
  // The loader turned a missing product into the 404 page.
  if (!product) return null;
  return (
    <ProductPage
      store={store}
      siteUrl={siteUrl}
      product={product}
      addToCart={withCashback}
      onView={trackProductViewed}
      onSelect={listingTracking.onSelect}
      onListView={listingTracking.onView}
    />
  );
}
