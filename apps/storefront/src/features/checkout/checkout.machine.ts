import { centsToDecimal } from '@vitrina/core';
import { assign, fromPromise, setup } from 'xstate';
import { blanksFilledBy } from './checkout-prefill';
import {
  applyPatch,
  CHECKOUT_STEPS,
  couponFields,
  CheckoutDraftSchema,
  deliveryProvince,
  parseRateId,
  rateId,
  stepErrors,
  type CheckoutDraft,
  type CheckoutPatch,
  type CheckoutStep,
  type FieldErrors,
  type PaymentOption,
  type ShippingOption,
} from './checkout-steps';

/** The review's figures, all the store's (centavos). */
export interface OrderSummary {
  readonly lines: readonly {
    readonly product_id: number;
    readonly name: string;
    readonly quantity: number;
    readonly total: number;
  }[];
  readonly subtotal: number;
  readonly discount: number;
  readonly shipping: number;
  /** The ITBIS the total includes. */
  readonly itbis: number;
  readonly total: number;
  readonly coupons: readonly string[];
  /** Pay now when paying a deposit; `null` without one. */
  readonly deposit: number | null;
}

/** Why the checkout stopped, decided by the actors from the shop server's answer. */
export type CheckoutFailure =
  | { kind: 'coupon_refused'; message: string }
  /** The delivery window filled while placing; `next` is the free one the store offers. */
  | { kind: 'slot_taken'; message: string; next: { date: string; schedule: string } | null }
  | { kind: 'stock_changed'; message: string }
  | { kind: 'price_changed'; message: string; summary: OrderSummary }
  | { kind: 'token_expired'; message: string }
  | { kind: 'rate_limited'; message: string }
  /** Any other refusal with a Spanish message (a field the server found invalid…). */
  | { kind: 'refused'; message: string }
  /** No answer: the order may or may not exist; retried with the same key. */
  | { kind: 'network'; message: string };

/** A placed order as the shop server answered it. */
export interface PlacedOrder {
  readonly order_id: number;
  readonly order_key: string;
  readonly total: number;
  /** The gateway's page where the shopper pays next (a card gateway), else null (issue 24). */
  readonly payment_url: string | null;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; failure: CheckoutFailure };

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
};

export interface CheckoutInput {
  /** The form as saved before a reload, or a logged-in customer's profile (`{}` for none). */
  draft: CheckoutPatch;
  /** The step the URL names; reached only when every step before it is done. */
  step?: CheckoutStep | undefined;
}

export type CheckoutEvent =
  | { type: 'form.update'; patch: CheckoutPatch }
  /** A signed-in customer's account arrived: it fills only what is still empty. */
  | { type: 'form.prefill'; patch: CheckoutPatch }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'step.goto'; step: CheckoutStep }
  /** The cart's coupons changed (applied, removed, or let go after a cart change, G4). */
  | { type: 'cart.coupons'; codes: readonly string[] }
  | { type: 'order.place' }
  | { type: 'order.retry' }
  | { type: 'session.renewed' }
  | { type: 'review.refresh' };

/** A refusal belongs to the review: «Atrás» leads to the step before it, the form intact. */
const BACK_FROM_REFUSAL = { 'step.back': '#checkout.payment' } as const;

/** How many times a lost answer is retried on its own before waiting for «Reintentar». */
export const AUTO_RETRIES = 3;

const draftOf = (context: CheckoutContext): CheckoutDraft => CheckoutDraftSchema.parse(context);

const errorsAt = (step: CheckoutStep, context: CheckoutContext): FieldErrors =>
  stepErrors(step, draftOf(context), {
    shippingMethods: context.shippingMethods,
    gateways: context.gateways,
    now: Date.now(),
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
        now: Date.now(),
      }),
    ).length === 0
  );
}

const failureOf = (output: Outcome<unknown>): CheckoutFailure | null =>
  output.ok ? null : output.failure;

/**
 * The checkout (issue 16): contact → fiscal → address → delivery → payment → review → placing →
 * confirmed, with the refusals as states of their own. Pure: the shop server is reached through
 * the actors (`loadShippingMethods`, `loadGateways`, `quoteOrder`, `placeOrder`) and the cart,
 * analytics and storage through the actions; checkout.actors.ts provides them. The coupons are
 * the cart's: `coupon` and `hasCoupon` follow `cart.coupons`, never set here on their own.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
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
    beginCheckout: () => undefined,
    shippingChosen: (_, _params: { methodTitle: string }) => undefined,
    paymentChosen: (_, _params: { gateway: string }) => undefined,
    orderConfirmed: (_, _params: { order: PlacedOrder; coupon: string }) => undefined,
    /** The store refused a coupon: the cart checks its coupons again and lets that one go. */
    recheckCoupons: (_, _params: { email: string }) => undefined,
  },
  guards: {
    stepDone: ({ context }, params: { step: CheckoutStep }) =>
      Object.keys(errorsAt(params.step, context)).length === 0,
    asksFor: (_, params: { event: CheckoutEvent; step: CheckoutStep }) =>
      params.event.type === 'step.goto' && params.event.step === params.step,
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
    canRetryAlone: ({ context }) => context.retries < AUTO_RETRIES,
    notPending: ({ context }) => !context.isOrderPending,
  },
  delays: {
    retryDelay: ({ context }) => 1_000 * 2 ** context.retries,
  },
}).createMachine({
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
  }),
  initial: 'resuming',
  on: {
    'form.update': {
      actions: assign(({ context, event }) => applyPatch(draftOf(context), event.patch)),
    },
    'cart.coupons': { actions: assign(({ event }) => couponFields(event.codes)) },
    'form.prefill': {
      actions: assign(({ context, event }) =>
        applyPatch(draftOf(context), blanksFilledBy(draftOf(context), event.patch)),
      ),
    },
    // Back to an earlier step (the review's «Editar», the browser's Back), never while placing.
    'step.goto': CHECKOUT_STEPS.map((step) => ({
      guard: { type: 'goesBackTo' as const, params: { step } },
      target: `.${step}`,
    })),
  },
  states: {
    // A reload lands on the URL's step only when every step before it is done (G10).
    resuming: {
      entry: 'beginCheckout',
      always: [
        ...(['review', 'payment', 'delivery', 'address', 'fiscal'] as const).map((step) => ({
          guard: {
            type: 'resumesAt' as const,
            params: ({ context }: { context: CheckoutContext }) => ({
              step,
              requested: context.resumeStep,
            }),
          },
          target: step,
        })),
        { target: 'contact' },
      ],
    },
    contact: {
      entry: { type: 'enterStep', params: { step: 'contact' } },
      on: {
        'step.next': [
          { guard: { type: 'stepDone', params: { step: 'contact' } }, target: 'fiscal' },
          { actions: { type: 'showErrors', params: { step: 'contact' } } },
        ],
      },
    },
    fiscal: {
      entry: { type: 'enterStep', params: { step: 'fiscal' } },
      on: {
        'step.next': [
          { guard: { type: 'stepDone', params: { step: 'fiscal' } }, target: 'address' },
          { actions: { type: 'showErrors', params: { step: 'fiscal' } } },
        ],
        'step.back': 'contact',
      },
    },
    address: {
      entry: { type: 'enterStep', params: { step: 'address' } },
      on: {
        'step.next': [
          { guard: { type: 'stepDone', params: { step: 'address' } }, target: 'delivery' },
          { actions: { type: 'showErrors', params: { step: 'address' } } },
        ],
        'step.back': 'fiscal',
      },
    },
    delivery: {
      entry: { type: 'enterStep', params: { step: 'delivery' } },
      initial: 'loading',
      on: { 'step.back': 'address' },
      states: {
        loading: {
          invoke: {
            src: 'loadShippingMethods',
            input: ({ context }) => ({ state: deliveryProvince(draftOf(context)) }),
            onDone: {
              target: 'choosing',
              actions: assign({ shippingMethods: ({ event }) => event.output }),
            },
            onError: {
              target: 'unavailable',
              actions: assign({
                failure: {
                  kind: 'network',
                  message: 'No pudimos cargar los métodos de envío. Inténtalo de nuevo.',
                },
              }),
            },
          },
        },
        unavailable: { on: { 'order.retry': 'loading' } },
        choosing: {
          on: {
            'step.next': [
              {
                guard: { type: 'stepDone', params: { step: 'delivery' } },
                target: '#checkout.payment',
                actions: [
                  assign(({ context }) => {
                    const method = context.shippingMethods.find(
                      (option) => rateId(option) === context.shipping_address.method_id,
                    );
                    return {
                      shipping_address: {
                        ...context.shipping_address,
                        method_title: method?.title ?? '',
                        method_cost: centsToDecimal(method?.cost ?? 0),
                      },
                    };
                  }),
                  {
                    type: 'shippingChosen',
                    params: ({ context }) => ({
                      methodTitle: context.shipping_address.method_title,
                    }),
                  },
                ],
              },
              { actions: { type: 'showErrors', params: { step: 'delivery' } } },
            ],
          },
        },
      },
    },
    payment: {
      entry: { type: 'enterStep', params: { step: 'payment' } },
      initial: 'loading',
      on: { 'step.back': 'delivery' },
      states: {
        loading: {
          invoke: {
            src: 'loadGateways',
            onDone: {
              target: 'choosing',
              actions: assign({ gateways: ({ event }) => event.output }),
            },
            onError: {
              target: 'unavailable',
              actions: assign({
                failure: {
                  kind: 'network',
                  message: 'No pudimos cargar los métodos de pago. Inténtalo de nuevo.',
                },
              }),
            },
          },
        },
        unavailable: { on: { 'order.retry': 'loading' } },
        choosing: {
          on: {
            'step.next': [
              {
                guard: { type: 'stepDone', params: { step: 'payment' } },
                target: '#checkout.review',
                actions: {
                  type: 'paymentChosen',
                  params: ({ context }) => ({ gateway: context.payment_method }),
                },
              },
              { actions: { type: 'showErrors', params: { step: 'payment' } } },
            ],
          },
        },
      },
    },
    review: {
      entry: { type: 'enterStep', params: { step: 'review' } },
      initial: 'quoting',
      on: {
        'step.back': 'payment',
        // Other coupons, another total: the store quotes the review again.
        'cart.coupons': {
          target: 'review',
          reenter: true,
          actions: assign(({ event }) => couponFields(event.codes)),
        },
        // The connection is back after a while offline (R9): the figures may have moved.
        'review.refresh': { target: 'review', reenter: true },
      },
      states: {
        quoting: {
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
              {
                target: '#checkout.refusal',
                actions: assign({ failure: ({ event }) => failureOf(event.output) }),
              },
            ],
            onError: {
              target: 'unavailable',
              actions: assign({
                failure: {
                  kind: 'network',
                  message: 'No pudimos calcular el total. Revisa tu conexión e inténtalo de nuevo.',
                },
              }),
            },
          },
        },
        unavailable: { on: { 'order.retry': 'quoting' } },
        ready: {
          on: {
            'order.place': { guard: 'notPending', target: '#checkout.placing' },
          },
        },
      },
    },
    placing: {
      entry: assign(({ context }) => ({
        isOrderPending: true,
        failure: null,
        attempt_key: context.attempt_key ?? newAttemptKey(),
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
          // a minute» is answered before the shop looks the attempt up, so it may have an order.
          {
            target: 'refusal',
            actions: assign(({ context, event }) => {
              const failure = failureOf(event.output);
              return {
                failure,
                attempt_key: failure?.kind === 'rate_limited' ? context.attempt_key : null,
              };
            }),
          },
        ],
        // The answer was lost: the order may exist, so the retry keeps the key (R8, H3).
        onError: {
          target: 'networkLost',
          actions: assign({
            failure: {
              kind: 'network',
              message:
                'Estamos confirmando tu pedido… Se perdió la conexión; lo intentamos de nuevo.',
            },
          }),
        },
      },
    },
    // Which refusal it was decides the state; the message stays in `failure`.
    refusal: {
      always: [
        ...(
          [
            ['coupon_refused', 'couponRefused'],
            ['stock_changed', 'stockChanged'],
            ['price_changed', 'priceChanged'],
            ['token_expired', 'tokenExpired'],
            ['rate_limited', 'rateLimited'],
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
    },
    networkLost: {
      after: {
        retryDelay: {
          guard: 'canRetryAlone',
          target: 'placing',
          actions: assign({ retries: ({ context }) => context.retries + 1 }),
        },
      },
      on: { 'order.retry': { target: 'placing', actions: assign({ retries: 0 }) } },
    },
    // The store's price moved after the review: the new total is shown and confirmed again (G3).
    priceChanged: {
      entry: assign(({ context }) =>
        context.failure?.kind === 'price_changed'
          ? { summary: context.failure.summary, total: context.failure.summary.total }
          : {},
      ),
      on: { 'order.place': 'placing', ...BACK_FROM_REFUSAL },
    },
    // The cart changed under a coupon (G4): the cart lets it go, the message says why.
    couponRefused: {
      entry: { type: 'recheckCoupons', params: ({ context }) => ({ email: context.email }) },
      on: { 'review.refresh': 'review', ...BACK_FROM_REFUSAL },
    },
    stockChanged: { on: { 'review.refresh': 'review', ...BACK_FROM_REFUSAL } },
    rateLimited: { on: { 'review.refresh': 'review', ...BACK_FROM_REFUSAL } },
    refused: { on: { 'review.refresh': 'review', ...BACK_FROM_REFUSAL } },
    // Logging in again happens on another page; the form waits in sessionStorage and here.
    tokenExpired: { on: { 'session.renewed': 'review' } },
    confirmed: { type: 'final' },
  },
});

/** 128 random bits as hex: one key per order attempt, kept across retries of that attempt. */
function newAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
