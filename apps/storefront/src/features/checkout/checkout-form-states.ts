import { centsToDecimal } from '@vitrina/core';
import { assign } from 'xstate';
import { checkoutCopy } from '../../copy/checkout';
import { ShopFault } from '../../lib/shop-api/shop-errors';
import type { CheckoutFailure } from './checkout-outcome';
import { checkoutSetup, draftOf, type CheckoutContext } from './checkout-setup';
import { deliveryProvince, rateId } from './checkout-steps';

// The steps that fill the form: contact → fiscal → address → delivery → payment, each leaving
// only when its fields pass core's rules, with the field errors shown otherwise.

/** A list the step needs did not load: our own fault keeps its code to quote, else the step's words. */
const loadFailure = (error: unknown, message: string): CheckoutFailure =>
  error instanceof ShopFault
    ? { kind: 'fault', message: error.message }
    : { kind: 'network', message };

/** A reload lands on the URL's step only when every step before it is done (G10). */
export const resuming = checkoutSetup.createStateConfig({
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
});

export const contact = checkoutSetup.createStateConfig({
  entry: { type: 'enterStep', params: { step: 'contact' } },
  on: {
    'step.next': [
      { guard: { type: 'stepDone', params: { step: 'contact' } }, target: 'fiscal' },
      { actions: { type: 'showErrors', params: { step: 'contact' } } },
    ],
  },
});

export const fiscal = checkoutSetup.createStateConfig({
  entry: { type: 'enterStep', params: { step: 'fiscal' } },
  on: {
    'step.next': [
      { guard: { type: 'stepDone', params: { step: 'fiscal' } }, target: 'address' },
      { actions: { type: 'showErrors', params: { step: 'fiscal' } } },
    ],
    'step.back': 'contact',
  },
});

export const address = checkoutSetup.createStateConfig({
  entry: { type: 'enterStep', params: { step: 'address' } },
  on: {
    'step.next': [
      { guard: { type: 'stepDone', params: { step: 'address' } }, target: 'delivery' },
      { actions: { type: 'showErrors', params: { step: 'address' } } },
    ],
    'step.back': 'fiscal',
  },
});

/** The province's methods from the store; the chosen one's title and cost go with the form. */
export const delivery = checkoutSetup.createStateConfig({
  entry: { type: 'enterStep', params: { step: 'delivery' } },
  initial: 'loading',
  on: { 'step.back': 'address' },
  states: {
    loading: {
      tags: ['loading'],
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
            failure: ({ event }) => loadFailure(event.error, checkoutCopy.shippingUnavailable),
          }),
        },
      },
    },
    unavailable: { tags: ['retryable'], on: { 'order.retry': 'loading' } },
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
});

/** The store's gateways; a deposit only where the chosen one allows it (G9). */
export const payment = checkoutSetup.createStateConfig({
  entry: { type: 'enterStep', params: { step: 'payment' } },
  initial: 'loading',
  on: { 'step.back': 'delivery' },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadGateways',
        onDone: {
          target: 'choosing',
          actions: assign({ gateways: ({ event }) => event.output }),
        },
        onError: {
          target: 'unavailable',
          actions: assign({
            failure: ({ event }) => loadFailure(event.error, checkoutCopy.gatewaysUnavailable),
          }),
        },
      },
    },
    unavailable: { tags: ['retryable'], on: { 'order.retry': 'loading' } },
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
});
