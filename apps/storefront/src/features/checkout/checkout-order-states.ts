import { newIdempotencyKey } from '@vitrina/core';
import { assign } from 'xstate';
import { checkoutCopy } from '../../copy/checkout';
import { checkoutSetup, draftOf, failureOf } from './checkout-setup';
import { couponFields } from './checkout-steps';

// The order itself: the review quoted by the store, placing with one key per attempt, and the
// store's refusals as states of their own, each keeping the form.

/** A refusal belongs to the review: «Atrás» leads to the step before it, the form intact. */
const BACK_FROM_REFUSAL = { 'step.back': '#checkout.payment' } as const;

export const review = checkoutSetup.createStateConfig({
  entry: { type: 'enterStep', params: { step: 'review' } },
  initial: 'quoting',
  invoke: { src: 'watchConnection' },
  on: {
    'step.back': 'payment',
    // Other coupons, another total: the store quotes the review again.
    'cart.coupons': {
      guard: 'couponsChanged',
      target: 'review',
      reenter: true,
      actions: assign(({ event }) => couponFields(event.codes)),
    },
    // Back online after a while offline (R9): prices, stock or coupons may have moved unseen.
    'connection.back': { target: 'review', reenter: true },
  },
  states: {
    quoting: {
      tags: ['loading'],
      invoke: {
        src: 'quoteOrder',
        input: ({ context }) => ({ draft: draftOf(context) }),
        onDone: [
          {
            guard: { type: 'isOk', params: ({ event }) => event.output },
            target: 'ready',
            actions: assign(({ event }) =>
              event.output.ok
                ? { summary: event.output.value, total: event.output.value.total }
                : {},
            ),
          },
          {
            guard: { type: 'isNetworkLost', params: ({ event }) => event.output },
            target: 'unavailable',
            actions: assign({ failure: ({ event }) => failureOf(event.output) }),
          },
          // Our own bug: no figures to confirm; «Reintentar» asks again, never on its own.
          {
            guard: { type: 'isFault', params: ({ event }) => event.output },
            target: 'unavailable',
            actions: assign({ failure: ({ event }) => failureOf(event.output) }),
          },
          {
            target: '#checkout.refusal',
            actions: assign({ failure: ({ event }) => failureOf(event.output) }),
          },
        ],
        onError: {
          target: 'unavailable',
          actions: assign({ failure: { kind: 'network', message: checkoutCopy.quoteUnavailable } }),
        },
      },
    },
    unavailable: { tags: ['retryable'], on: { 'order.retry': 'quoting' } },
    ready: {
      tags: ['placeable'],
      on: { 'order.place': { guard: 'notPending', target: '#checkout.placing' } },
    },
  },
});

export const placing = checkoutSetup.createStateConfig({
  tags: ['placing'],
  entry: assign(({ context }) => ({
    isOrderPending: true,
    failure: null,
    // One key per order attempt, kept across its retries (H1).
    attempt_key: context.attempt_key ?? newIdempotencyKey(),
  })),
  exit: assign({ isOrderPending: false }),
  invoke: {
    src: 'placeOrder',
    input: ({ context }) => ({
      draft: draftOf(context),
      attemptKey: context.attempt_key ?? '',
      expectedTotal: context.total,
    }),
    onDone: [
      {
        guard: { type: 'isOk', params: ({ event }) => event.output },
        target: 'confirmed',
        actions: [
          assign(({ event }) =>
            event.output.ok
              ? {
                  order_id: event.output.value.order_id,
                  order_key: event.output.value.order_key,
                  total: event.output.value.total,
                  payment_url: event.output.value.payment_url,
                  attempt_key: null,
                }
              : {},
          ),
          {
            type: 'orderConfirmed',
            params: ({ context }) => ({
              order: {
                order_id: context.order_id ?? 0,
                order_key: context.order_key ?? '',
                total: context.total,
                payment_url: context.payment_url,
              },
              coupon: context.coupon,
            }),
          },
        ],
      },
      {
        guard: { type: 'isNetworkLost', params: ({ event }) => event.output },
        target: 'networkLost',
        actions: assign({ failure: ({ event }) => failureOf(event.output) }),
      },
      // A refusal ends this attempt, so what the shopper confirms next is a new one; but «wait
      // a minute» is answered before the shop looks the attempt up, and our own fault may come
      // after the order was made: both may have an order, which the same key finds again.
      {
        target: 'refusal',
        actions: assign(({ context, event }) => {
          const failure = failureOf(event.output);
          const mayHaveOrder = failure?.kind === 'rate_limited' || failure?.kind === 'fault';
          return { failure, attempt_key: mayHaveOrder ? context.attempt_key : null };
        }),
      },
    ],
    // The answer was lost: the order may exist, so the retry keeps the key (R8, H3).
    onError: {
      target: 'networkLost',
      actions: assign({ failure: { kind: 'network', message: checkoutCopy.placingLost } }),
    },
  },
});

/** Which refusal it was decides the state; the message stays in `failure`. */
export const refusal = checkoutSetup.createStateConfig({
  always: [
    ...(
      [
        ['coupon_refused', 'couponRefused'],
        ['stock_changed', 'stockChanged'],
        ['price_changed', 'priceChanged'],
        ['token_expired', 'tokenExpired'],
        ['rate_limited', 'rateLimited'],
        ['fault', 'faulted'],
      ] as const
    ).map(([kind, target]) => ({
      guard: { type: 'failureIs' as const, params: { kind } },
      target,
    })),
    // The window filled meanwhile: the next free one is proposed, to review and confirm.
    {
      guard: { type: 'failureIs', params: { kind: 'slot_taken' } },
      target: 'refused',
      actions: assign(({ context }) =>
        context.failure?.kind === 'slot_taken' && context.failure.next !== null
          ? { date: context.failure.next.date, schedule: context.failure.next.schedule }
          : {},
      ),
    },
    { target: 'refused' },
  ],
});

export const networkLost = checkoutSetup.createStateConfig({
  tags: ['retryable'],
  after: {
    retryDelay: {
      guard: 'canRetryAlone',
      target: 'placing',
      actions: assign({ retries: ({ context }) => context.retries + 1 }),
    },
  },
  on: { 'order.retry': { target: 'placing', actions: assign({ retries: 0 }) } },
});

/** The store's price moved after the review: the new total is shown and confirmed again (G3). */
export const priceChanged = checkoutSetup.createStateConfig({
  tags: ['placeable'],
  entry: assign(({ context }) =>
    context.failure?.kind === 'price_changed'
      ? { summary: context.failure.summary, total: context.failure.summary.total }
      : {},
  ),
  on: { 'order.place': 'placing', ...BACK_FROM_REFUSAL },
});

/**
 * Our own bug answered the order (the shop server's 500): its message, with the code to quote,
 * is shown as is, and nothing is retried on its own; the shopper may confirm again.
 */
export const faulted = checkoutSetup.createStateConfig({
  tags: ['placeable'],
  on: { 'order.place': 'placing', ...BACK_FROM_REFUSAL },
});

/** The cart changed under a coupon (G4): the cart lets it go, the message says why. */
export const couponRefused = checkoutSetup.createStateConfig({
  tags: ['refreshable'],
  entry: { type: 'recheckCoupons', params: ({ context }) => ({ email: context.email }) },
  on: { 'review.refresh': 'review', ...BACK_FROM_REFUSAL },
});

/** A refusal answered by reviewing the order again, or by going back to change it. */
const untilReviewedAgain = () =>
  checkoutSetup.createStateConfig({
    tags: ['refreshable'],
    on: { 'review.refresh': 'review', ...BACK_FROM_REFUSAL },
  });
/** A product sold out (M8): its line stays in the cart, marked, a link away. */
export const stockChanged = checkoutSetup.createStateConfig({
  tags: ['refreshable', 'cartToFix'],
  entry: {
    type: 'soldOut',
    params: ({ context }) => ({
      productId: context.failure?.kind === 'stock_changed' ? context.failure.productId : undefined,
    }),
  },
  on: { 'review.refresh': 'review', ...BACK_FROM_REFUSAL },
});
export const rateLimited = untilReviewedAgain();
export const refused = untilReviewedAgain();

/** Logging in again happens on another page; the form waits in sessionStorage and here. */
export const tokenExpired = checkoutSetup.createStateConfig({
  tags: ['sessionExpired'],
  on: { 'session.renewed': 'review' },
});
