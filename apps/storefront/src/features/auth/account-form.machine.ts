import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { AccountFailure } from './account-failure';

/** What a form's `submit` actor answers: the store's answer, or why it refused. */
export type SubmitResult = { ok: true; answer: unknown } | { ok: false; failure: AccountFailure };

type FormContext = { failure: AccountFailure | null };
type FormEvent = { type: 'form.submit'; values: unknown } | { type: 'failure.dismiss' };

/**
 * One account form sent to the store: sign-up, password-reset request, reset with the link's
 * token, e-mail verification (spec §4). `editing` → `submitting` (tag `busy`) → `succeeded`
 * (final, action `succeed`), or back to `editing` with the failure recorded and announced, or
 * `rateLimited` (tag `locked`) for Retry-After seconds. Each form provides `submit` (the
 * api-client call, which parses its own values) and what success and failure do.
 */
export const accountFormMachine = setup({
  types: { context: {} as FormContext, events: {} as FormEvent },
  actors: {
    submit: fromPromise<SubmitResult, unknown>(() =>
      Promise.reject(new Error('submit not provided')),
    ),
  },
  actions: {
    /** What the form does once the store accepted it (store the token, a toast, navigate…). */
    succeed: (_, _params: { answer: unknown }) => undefined,
    /** Spec §8: a toast titled «Error» with the store's message, where the form calls for one. */
    announceFailure: (_, _params: { failure: AccountFailure }) => undefined,
    clearFailure: assign({ failure: null }),
    recordFailure: assign({ failure: (_, params: { failure: AccountFailure }) => params.failure }),
  },
  guards: {
    isAccepted: (_, result: SubmitResult) => result.ok,
    isRateLimited: (_, result: SubmitResult) =>
      !result.ok && result.failure.kind === 'rate-limited',
  },
  delays: {
    retryAfter: ({ context }) =>
      context.failure?.kind === 'rate-limited' ? context.failure.retryAfter * 1000 : 0,
  },
}).createMachine({
  id: 'accountForm',
  context: { failure: null },
  initial: 'editing',
  states: {
    editing: {
      on: { 'form.submit': 'submitting', 'failure.dismiss': { actions: 'clearFailure' } },
    },
    submitting: {
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        src: 'submit',
        input: ({ event }: { event: FormEvent }): unknown => {
          assertEvent(event, 'form.submit');
          return event.values;
        },
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => event.output },
            target: 'succeeded',
            actions: {
              type: 'succeed',
              params: ({ event }) => ({ answer: event.output.ok ? event.output.answer : null }),
            },
          },
          {
            guard: { type: 'isRateLimited', params: ({ event }) => event.output },
            target: 'rateLimited',
            actions: refused(),
          },
          { target: 'editing', actions: refused() },
        ],
        onError: {
          target: 'editing',
          actions: [
            { type: 'recordFailure', params: { failure: { kind: 'unreachable' } } },
            { type: 'announceFailure', params: { failure: { kind: 'unreachable' } } },
          ],
        },
      },
    },
    rateLimited: {
      tags: ['locked'],
      after: { retryAfter: { target: 'editing', actions: 'clearFailure' } },
    },
    succeeded: { type: 'final' },
  },
});

function refused() {
  const params = ({ event }: { event: { output: SubmitResult } }) => ({
    failure: event.output.ok ? ({ kind: 'unreachable' } as const) : event.output.failure,
  });
  return [
    { type: 'recordFailure', params },
    { type: 'announceFailure', params },
  ] as const;
}
