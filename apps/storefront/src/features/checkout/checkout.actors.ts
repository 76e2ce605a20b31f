import { onlineManager } from '@tanstack/react-query';
import { fromCallback, fromPromise, type SnapshotFrom } from 'xstate';
import { accountApi } from '../../lib/account-api';
import { checkoutApi, type Buyer } from './checkout-api';
import { loadDraft, rememberPlacedOrder, saveDraft } from './checkout-draft-storage';
import { profilePatch } from './checkout-prefill';
import {
  CheckoutDraftSchema,
  couponFields,
  type CheckoutDraft,
  type CheckoutPatch,
  type CheckoutStep,
} from './checkout-steps';
import {
  checkoutMachine,
  type CheckoutInput,
  type OrderSummary,
  type Outcome,
  type PlacedOrder,
} from './checkout.machine';

/** What the checkout reports to analytics; the route binds it to GA4's dataLayer (never awaited, R18). */
export interface CheckoutTracking {
  beginCheckout: () => void;
  shippingInfo: (methodTitle: string) => void;
  paymentInfo: (gateway: string) => void;
}

/** The coupons the cart holds: the checkout's one source of `coupon` and `hasCoupon`. */
export interface CartCouponsSource {
  codes: () => readonly string[];
  subscribe: (listener: () => void) => () => void;
  /** Checks them again against the cart and lets go of what no longer applies (G4). */
  recheck: (email: string) => Promise<void>;
}

export interface CheckoutDeps {
  buyer: () => Buyer;
  coupons: CartCouponsSource;
  tracking: CheckoutTracking;
  /** Runs once the order is placed: empty the cart the page shows. */
  onPlaced: () => void;
  /**
   * Runs when a product sold out as the order was placed: the cart shows that product's line
   * sold out, or is read again when the shop named none (an emptied cart).
   */
  onSoldOut: (productId: number | undefined) => void;
}

/**
 * The checkout machine bound to the shop server, the account, the cart's coupons, the
 * connection, the browser's storage and analytics; `onConfirmed` takes the shopper on once the
 * order is placed (to the confirmation, or to the gateway's page).
 */
export function createCheckoutMachine(
  { buyer, coupons, tracking, onPlaced, onSoldOut }: CheckoutDeps,
  onConfirmed: (order: PlacedOrder) => void,
) {
  const api = checkoutApi(buyer);
  return checkoutMachine.provide({
    actors: {
      loadProfile: fromPromise<CheckoutPatch>(async ({ signal }) => {
        const { token } = buyer();
        // A guest has no account to fill the form from.
        if (token === null) return {};
        return profilePatch(await accountApi.read(token, signal));
      }),
      loadShippingMethods: fromPromise(({ input }: { input: { state: string } }) =>
        api.shippingOptions(input.state),
      ),
      loadGateways: fromPromise(() => api.gateways()),
      // Typed as the machine reads them, whatever more the shop server's answer carries.
      quoteOrder: fromPromise<Outcome<OrderSummary>, { draft: CheckoutDraft }>(({ input }) =>
        api.review(input.draft),
      ),
      placeOrder: fromPromise<
        Outcome<PlacedOrder>,
        { draft: CheckoutDraft; attemptKey: string; expectedTotal: number }
      >(({ input }) => api.place(input.draft, input.attemptKey, input.expectedTotal)),
      followCartCoupons: fromCallback(({ sendBack }) => {
        // The codes as the checkout starts (they may have moved since its input was read), then
        // each new set: the hold notifies for its notices too, with the same codes.
        let held = coupons.codes();
        sendBack({ type: 'cart.coupons', codes: held });
        return coupons.subscribe(() => {
          const codes = coupons.codes();
          if (codes === held) return;
          held = codes;
          sendBack({ type: 'cart.coupons', codes });
        });
      }),
      // The signal the page's offline banner and the cart's paused writes follow (R9, R10).
      watchConnection: fromCallback(({ sendBack }) => {
        let online = onlineManager.isOnline();
        return onlineManager.subscribe((now) => {
          if (now && !online) sendBack({ type: 'connection.back' });
          online = now;
        });
      }),
    },
    actions: {
      beginCheckout: () => tracking.beginCheckout(),
      shippingChosen: (_, { methodTitle }) => tracking.shippingInfo(methodTitle),
      paymentChosen: (_, { gateway }) => tracking.paymentInfo(gateway),
      recheckCoupons: (_, { email }) => {
        coupons.recheck(email).catch((error: unknown) => {
          // The next review asks the store again; the refusal already said why.
          console.error('No se pudieron comprobar los cupones del carrito', error);
        });
      },
      soldOut: (_, { productId }) => onSoldOut(productId),
      // `purchase` goes out from the confirmation page, once the order is paid or confirmed.
      orderConfirmed: (_, { order }) => {
        rememberPlacedOrder(order);
        onPlaced();
        onConfirmed(order);
      },
    },
  });
}

/** Where the checkout starts: the form this tab kept, the cart's coupons, the URL's step, the clock. */
export function checkoutInput(
  coupons: CartCouponsSource,
  step: CheckoutStep | undefined,
): CheckoutInput {
  return {
    draft: { ...loadDraft(), ...couponFields(coupons.codes()) },
    step,
    now: () => Date.now(),
  };
}

/** Keeps the form for a reload of this tab until the order is placed (then it is forgotten). */
export function keepDraft(snapshot: SnapshotFrom<typeof checkoutMachine>): void {
  if (snapshot.status !== 'done') saveDraft(CheckoutDraftSchema.parse(snapshot.context));
}
