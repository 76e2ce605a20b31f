import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { CheckoutFailure, OrderSummary, Outcome, PlacedOrder } from './checkout-outcome';
import { blanksFilledBy } from './checkout-prefill';
import {
  applyPatch,
  CHECKOUT_STEPS,
  CheckoutDraftSchema,
  couponFields,
  parseRateId,
  stepErrors,
  type CheckoutDraft,
  type CheckoutPatch,
  type CheckoutStep,
  type FieldErrors,
  type PaymentOption,
  type ShippingOption,
} from './checkout-steps';

/** What the checkout knows: the form (spec §3 state and the draft's extras) and its bookkeeping. */
export type CheckoutContext = CheckoutDraft & {
  errors: FieldErrors;
  failure: CheckoutFailure | null;
  shippingMethods: readonly ShippingOption[];
  gateways: readonly PaymentOption[];
  summary: OrderSummary | null;
  /** Automatic retries done after losing the network while placing (R8). */
  retries: number;
  /** The step the URL asked for when the checkout started. */
  resumeStep: CheckoutStep | undefined;
  /** The step on screen (the failure states belong to the review). */
  step: CheckoutStep;
  /** Where the placed order is paid, when its gateway takes the payment on its own page. */
  payment_url: string | null;
  /** The clock the delivery date is checked against (the input's). */
  now: () => number;
};

export interface CheckoutInput {
  /** The form as saved before a reload, with the cart's coupons (`{}` for none). */
  draft: CheckoutPatch;
  /** The step the URL names; reached only when every step before it is done. */
  step?: CheckoutStep | undefined;
  /** The time now, in ms: the delivery date must fall in the window that starts today. */
  now: () => number;
}

export type CheckoutEvent =
  | { type: 'form.update'; patch: CheckoutPatch }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'step.goto'; step: CheckoutStep }
  /** The cart's coupons changed (applied, removed, or let go after a cart change, G4). */
  | { type: 'cart.coupons'; codes: readonly string[] }
  | { type: 'order.place' }
  | { type: 'order.retry' }
  | { type: 'session.renewed' }
  /** «Revisar de nuevo» after a refusal: the store quotes the review anew. */
  | { type: 'review.refresh' }
  /** The browser is online again after a while offline. */
  | { type: 'connection.back' };

/** What the page asks the checkout, instead of naming its states. */
export type CheckoutTag =
  /** The store's options or figures are on their way: nothing to submit yet. */
  | 'loading'
  /** The order is on its way: neither «Atrás» nor a second confirmation. */
  | 'placing'
  /** «Confirmar pedido» sends the order (when online). */
  | 'placeable'
  /** Something got no answer: «Reintentar» asks again. */
  | 'retryable'
  /** The store refused what the review showed: «Revisar de nuevo» quotes it anew. */
  | 'refreshable'
  /** The session ended while placing: logging in again comes back to the review. */
  | 'sessionExpired'
  /** Something in the cart must change first (a product sold out): the cart is a link away. */
  | 'cartToFix';

/** How many times a lost answer is retried on its own before waiting for «Reintentar». */
const AUTO_RETRIES = 3;

export const draftOf = (context: CheckoutContext): CheckoutDraft =>
  CheckoutDraftSchema.parse(context);

const errorsAt = (step: CheckoutStep, context: CheckoutContext): FieldErrors =>
  stepErrors(step, draftOf(context), {
    shippingMethods: context.shippingMethods,
    gateways: context.gateways,
    now: context.now(),
  });

/**
 * Whether a reload may land after `step`: its fields pass, and for the delivery and payment
 * steps a choice was made (checked against the store again when their options load, and by the
 * shop server when the order is placed, G10).
 */
function isResumableAfter(step: CheckoutStep, context: CheckoutContext): boolean {
  const draft = draftOf(context);
  const method = draft.shipping_address.method_id;
  return (
    Object.keys(
      stepErrors(step, draft, {
        shippingMethods:
          method === '' ? [] : [{ ...parseRateId(method), title: '', cost: 0, minimum: 0 }],
        gateways:
          draft.payment_method === ''
            ? []
            : [
                {
                  id: draft.payment_method,
                  title: '',
                  description: '',
                  allows_partial_payment: true,
                },
              ],
        now: context.now(),
      }),
    ).length === 0
  );
}

export const failureOf = (output: Outcome<unknown>): CheckoutFailure | null =>
  output.ok ? null : output.failure;

/**
 * The checkout's vocabulary: the shop server is reached through the actors (`loadProfile`,
 * `loadShippingMethods`, `loadGateways`, `quoteOrder`, `placeOrder`), the cart's coupons and the
 * connection come in from `followCartCoupons` and `watchConnection`, and the cart, analytics and
 * storage are reached through the actions; checkout.actors.ts provides them all.
 */
export const checkoutSetup = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    tags: {} as CheckoutTag,
  },
  actors: {
    /** A signed-in customer's account as a form patch; `{}` for a guest. */
    loadProfile: fromPromise<CheckoutPatch>(() =>
      Promise.reject(new Error('loadProfile not provided')),
    ),
    loadShippingMethods: fromPromise<ShippingOption[], { state: string }>(() =>
      Promise.reject(new Error('loadShippingMethods not provided')),
    ),
    loadGateways: fromPromise<PaymentOption[]>(() =>
      Promise.reject(new Error('loadGateways not provided')),
    ),
    quoteOrder: fromPromise<Outcome<OrderSummary>, { draft: CheckoutDraft }>(() =>
      Promise.reject(new Error('quoteOrder not provided')),
    ),
    placeOrder: fromPromise<
      Outcome<PlacedOrder>,
      { draft: CheckoutDraft; attemptKey: string; expectedTotal: number }
    >(() => Promise.reject(new Error('placeOrder not provided'))),
    /** Sends `cart.coupons` with the cart's codes: at once, then whenever they change. */
    followCartCoupons: fromCallback(() => undefined),
    /** Sends `connection.back` when the browser is online again. */
    watchConnection: fromCallback(() => undefined),
  },
  actions: {
    enterStep: assign((_, params: { step: CheckoutStep }) => ({
      step: params.step,
      errors: {},
      failure: null,
    })),
    showErrors: assign({
      errors: ({ context }, params: { step: CheckoutStep }) => errorsAt(params.step, context),
    }),
    /** The account fills only what is still empty: what was typed (or kept by a reload) wins. */
    fillBlanks: assign(({ context }, params: { patch: CheckoutPatch }) =>
      applyPatch(draftOf(context), blanksFilledBy(draftOf(context), params.patch)),
    ),
    beginCheckout: () => undefined,
    shippingChosen: (_, _params: { methodTitle: string }) => undefined,
    paymentChosen: (_, _params: { gateway: string }) => undefined,
    orderConfirmed: (_, _params: { order: PlacedOrder; coupon: string }) => undefined,
    /** The store refused a coupon: the cart checks its coupons again and lets that one go. */
    recheckCoupons: (_, _params: { email: string }) => undefined,
    /**
     * A product sold out as the order was placed: the cart shows its line sold out (or, when the
     * shop named none, reads itself again).
     */
    soldOut: (_, _params: { productId: number | undefined }) => undefined,
  },
  guards: {
    stepDone: ({ context }, params: { step: CheckoutStep }) =>
      Object.keys(errorsAt(params.step, context)).length === 0,
    resumesAt: ({ context }, params: { step: CheckoutStep; requested: CheckoutStep | undefined }) =>
      params.requested !== undefined &&
      CHECKOUT_STEPS.indexOf(params.step) <= CHECKOUT_STEPS.indexOf(params.requested) &&
      CHECKOUT_STEPS.slice(0, CHECKOUT_STEPS.indexOf(params.step)).every((done) =>
        isResumableAfter(done, context),
      ),
    isOk: (_, output: Outcome<unknown>) => output.ok,
    failureIs: ({ context }, params: { kind: CheckoutFailure['kind'] }) =>
      context.failure?.kind === params.kind,
    goesBackTo: ({ context, event }, params: { step: CheckoutStep }) =>
      event.type === 'step.goto' &&
      event.step === params.step &&
      !context.isOrderPending &&
      CHECKOUT_STEPS.indexOf(params.step) < CHECKOUT_STEPS.indexOf(context.step),
    isNetworkLost: (_, output: Outcome<unknown>) => !output.ok && output.failure.kind === 'network',
    isFault: (_, output: Outcome<unknown>) => !output.ok && output.failure.kind === 'fault',
    canRetryAlone: ({ context }) => context.retries < AUTO_RETRIES,
    notPending: ({ context }) => !context.isOrderPending,
    couponsChanged: ({ context, event }) => {
      if (event.type !== 'cart.coupons') return false;
      const fields = couponFields(event.codes);
      return fields.coupon !== context.coupon || fields.hasCoupon !== context.hasCoupon;
    },
  },
  delays: {
    retryDelay: ({ context }) => 1_000 * 2 ** context.retries,
  },
});
