import { assign, type ActorRefFrom } from 'xstate';
import { address, contact, delivery, fiscal, payment, resuming } from './checkout-form-states';
import {
  couponRefused,
  faulted,
  networkLost,
  placing,
  priceChanged,
  rateLimited,
  refusal,
  refused,
  review,
  stockChanged,
  tokenExpired,
} from './checkout-order-states';
import { checkoutSetup, draftOf } from './checkout-setup';
import { applyPatch, CHECKOUT_STEPS, CheckoutDraftSchema, couponFields } from './checkout-steps';

export type { CheckoutFailure, OrderSummary, Outcome, PlacedOrder } from './checkout-outcome';
export type { CheckoutInput } from './checkout-setup';

/**
 * The checkout (issue 16): contact → fiscal → address → delivery → payment → review → placing →
 * confirmed, with the refusals as states of their own. Pure: the shop server, the clock and the
 * customer's account come in through the input and the actors, the cart, analytics and storage
 * go out through the actions (checkout-setup.ts names them; checkout.actors.ts provides them).
 * The page asks the tags, not the states. The coupons are the cart's: `coupon` and `hasCoupon`
 * follow `cart.coupons`, never set here on their own.
 */
export const checkoutMachine = checkoutSetup.createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    ...CheckoutDraftSchema.parse({ ...input.draft, isOrderPending: false }),
    errors: {},
    failure: null,
    shippingMethods: [],
    gateways: [],
    summary: null,
    retries: 0,
    resumeStep: input.step,
    step: 'contact',
    payment_url: null,
    now: input.now,
  }),
  initial: 'resuming',
  invoke: [
    // A signed-in customer's account fills what the form still lacks, whatever the step.
    {
      src: 'loadProfile',
      onDone: {
        actions: { type: 'fillBlanks', params: ({ event }) => ({ patch: event.output }) },
      },
      // Without the account the shopper types the form, as a guest does.
      onError: {},
    },
    { src: 'followCartCoupons' },
  ],
  on: {
    'form.update': {
      actions: assign(({ context, event }) => applyPatch(draftOf(context), event.patch)),
    },
    'cart.coupons': { actions: assign(({ event }) => couponFields(event.codes)) },
    // Back to an earlier step (the review's «Editar», the browser's Back), never while placing.
    'step.goto': CHECKOUT_STEPS.map((step) => ({
      guard: { type: 'goesBackTo' as const, params: { step } },
      target: `.${step}`,
    })),
  },
  states: {
    resuming,
    contact,
    fiscal,
    address,
    delivery,
    payment,
    review,
    placing,
    refusal,
    networkLost,
    priceChanged,
    faulted,
    couponRefused,
    stockChanged,
    rateLimited,
    refused,
    tokenExpired,
    confirmed: { type: 'final' },
  },
});

/** A running checkout, as the page and its pieces hold it. */
export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;
