import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { effectiveUnitPrice, nestInstallations } from '@vitrina/core';
import { useState } from 'react';
import {
  trackAddPaymentInfo,
  trackAddShippingInfo,
  trackBeginCheckout,
} from '../../app/checkout-tracking';
import type { TrackedItem } from '../../lib/ecommerce-tracking';
import { beginCheckoutOnce, forgetCheckoutStart } from '../../app/checkout-start';
import { middleware } from '../../app/guards';
import { configuredMapCenter, configuredMapProvider } from '../../app/map-provider';
import { CartCouponBox } from '../../features/cart/cart-coupon-box';
import { CashbackNoteOfPage } from '../../features/cashback/cashback-note-of-page';
import { markSoldOut } from '../../features/cart/cart-data';
import { cartQueryOptions } from '../../features/cart/cart.queries';
import { useCart } from '../../features/cart/use-cart';
import { useCartCoupons, useHeldCoupons } from '../../features/cart/use-cart-coupons';
import { CheckoutPage } from '../../features/checkout/checkout-page';
import { STEP_COPY, stepFromSlug } from '../../features/checkout/checkout-steps';
import { pageHead } from '../../lib/page-head';

type CheckoutSearch = {
  /** The step on screen (`contacto`, `comprobante`, `direccion`, `entrega`, `pago`, `revision`). */
  paso?: string | undefined;
};

export const Route = createFileRoute('/_checkout/checkout')({
  validateSearch: (search: CheckoutSearch & SearchSchemaInput): CheckoutSearch => ({
    paso: typeof search.paso === 'string' ? search.paso : undefined,
  }),
  ssr: false,
  beforeLoad: middleware('checkout'),
  head: () => pageHead('Finalizar compra', 'Datos de entrega y pago de tu pedido.'),
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const { paso } = Route.useSearch();
  const { session, queryClient, store } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const [map] = useState(() => ({
    provider: configuredMapProvider(),
    center: configuredMapCenter(),
  }));
  const coupons = useHeldCoupons();
  const { state: cart } = useCart();
  const { discount = 0 } = useCartCoupons();
  const [deps] = useState(() => {
    const cartQuery = cartQueryOptions(store, session.snapshot());
    const items = (): TrackedItem[] =>
      (queryClient.getQueryData(cartQuery.queryKey)?.confirmed.items ?? []).map((item) => ({
        id: item.product_id,
        name: item.name,
        priceCents: effectiveUnitPrice(item),
        quantity: item.quantity,
      }));
    return {
      /** The cart's total as the store last gave it, in centavos. */
      total: () => queryClient.getQueryData(cartQuery.queryKey)?.confirmed.total_price ?? 0,
      buyer: () => session.snapshot(),
      coupons,
      tracking: {
        beginCheckout: () =>
          beginCheckoutOnce(session.snapshot(), () => trackBeginCheckout(items())),
        shippingInfo: (tier: string) => trackAddShippingInfo(items(), tier),
        paymentInfo: (gateway: string) => trackAddPaymentInfo(items(), gateway),
      },
      // The order took the cart's lines and its coupons: read the cart again. The next checkout
      // is a new one for GA4 (`purchase` itself goes out from the confirmation page).
      onPlaced: () => {
        forgetCheckoutStart();
        coupons.release();
        void queryClient.invalidateQueries({ queryKey: cartQuery.queryKey });
      },
      // A product sold out meanwhile: the cart keeps its line and shows it sold out (M8).
      onSoldOut: (productId: number | undefined) => {
        if (productId === undefined) {
          void queryClient.invalidateQueries({ queryKey: cartQuery.queryKey });
        } else {
          queryClient.setQueryData(cartQuery.queryKey, (data) =>
            data === undefined ? data : markSoldOut(data, productId),
          );
        }
      },
    };
  });
  return (
    <CheckoutPage
      deps={deps}
      map={map}
      step={stepFromSlug(paso)}
      onStepChange={(step) =>
        void navigate({ search: { paso: STEP_COPY[step].slug }, replace: paso === undefined })
      }
      onConfirmed={(order) => {
        // A card gateway takes the payment on its own page, then sends the shopper back to
        // /pedido-confirmado with the order's id and key (issue 24); the others confirm here.
        if (order.payment_url === null) void navigate({ to: '/pedido-confirmado' });
        else window.location.assign(order.payment_url);
      }}
      couponBox={(email) => <CartCouponBox email={email} />}
      paymentNote={<CashbackNoteOfPage amountCents={deps.total()} />}
      cart={{
        lines: nestInstallations(cart.local_cart).flatMap(({ line, installations }) =>
          [line, ...installations].map((item) => ({
            name: item.name,
            options: item.options,
            quantity: item.quantity,
            total: item.total_item_price,
            installationFor: item === line ? undefined : line.name,
          })),
        ),
        subtotal: cart.sub_total,
        discount,
      }}
      onSignInAgain={() =>
        void navigate({
          to: '/auth/iniciar-sesion',
          search: { volver: `/checkout?paso=${STEP_COPY.review.slug}`, aviso: 'sesion-expirada' },
        })
      }
    />
  );
}
