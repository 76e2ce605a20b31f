import type { StoreClient } from '@vitrina/api-client';
import { AccountTokenSchema } from '@vitrina/api-client/account';
import {
  ChangePasswordSchema,
  ERROR_TOAST_TITLE,
  ResetPasswordRequestSchema,
  ResetPasswordSchema,
  SignUpSchema,
  SUCCESS_TOAST_TITLE,
  type ResetPasswordQuery,
} from '@vitrina/core';
import { fromPromise } from 'xstate';
import type { AppContext } from '../../lib/app-context';
import { accountFailureMessage, toAccountFailure, type AccountFailure } from './account-failure';
import { accountFormMachine, type SubmitResult } from './account-form.machine';
import type { LoginDeps } from './login.actors';
import { forgetSession } from './session.actors';

/** What the account forms need from the app. */
export type AccountFormDeps = Pick<AppContext, 'store' | 'session' | 'toasts'>;

/** What the sign-up needs beyond the other forms: the cart's merge, as the sign-in has it. */
export type SignUpDeps = AccountFormDeps & Pick<LoginDeps, 'mergeCarts'>;

/** The `submit` actor of a form: one store call, its refusals read into a failure. */
function submitWith(
  store: AppContext['store'],
  call: (client: StoreClient, values: unknown) => Promise<unknown>,
) {
  return fromPromise<SubmitResult, unknown>(async ({ input }) => {
    try {
      return { ok: true, answer: await call(await store(), input) };
    } catch (error) {
      return { ok: false, failure: toAccountFailure(error) };
    }
  });
}

/** Spec §8: the «Error» toast with the store's message as is. */
function errorToast(toasts: AppContext['toasts']) {
  return (_: unknown, { failure }: { failure: AccountFailure }) =>
    toasts.add({
      status: 'error',
      title: ERROR_TOAST_TITLE,
      message: accountFailureMessage(failure),
    });
}

/**
 * Sign-up (spec §4): registration 200 stores the token and marks the shopper logged in, merges
 * the guest cart into the new account's exactly as the sign-in does (the lines a guest chose
 * stay in the cart), then the welcome toast; the page then goes to `/perfil-usuario`.
 * 400: the «Error» toast.
 */
export function createSignUpMachine({ store, session, toasts, mergeCarts }: SignUpDeps) {
  // The guest cart to merge is the one from before the account existed.
  const guestCartKey = session.snapshot().cartKey;
  return accountFormMachine.provide({
    actors: {
      submit: submitWith(store, async (client, values) => {
        const answer = await client.account.register(SignUpSchema.parse(values));
        session.signIn(AccountTokenSchema.parse(answer).results.token);
        try {
          await mergeCarts(guestCartKey);
        } catch (error) {
          // The account exists and the shopper is in: a cart call failure is only logged (§8).
          console.error('No se pudo unir el carrito de invitado a la cuenta nueva', error);
        }
        return answer;
      }),
    },
    actions: {
      succeed: () => {
        toasts.add({
          status: 'success',
          title: SUCCESS_TOAST_TITLE,
          message: 'Tu cuenta está lista. Te enviamos un correo para confirmar tu dirección.',
        });
      },
      announceFailure: errorToast(toasts),
    },
  });
}

/**
 * Password-reset request (spec §4, §8): 200 switches the page to its confirmation view; 400 is
 * an error view with the store's message (no toast).
 */
export function createResetRequestMachine({ store }: Pick<AppContext, 'store'>) {
  return accountFormMachine.provide({
    actors: {
      submit: submitWith(store, (client, values) =>
        client.account.resetPassword(ResetPasswordRequestSchema.parse(values).email),
      ),
    },
  });
}

/**
 * Reset with the link's token (spec §4): 200 is a success toast, and the page goes to
 * `/auth/completado`; 400 is the «Error» toast with the store's message.
 */
export function createResetWithTokenMachine(
  { store, toasts }: Pick<AppContext, 'store' | 'toasts'>,
  link: ResetPasswordQuery,
) {
  return accountFormMachine.provide({
    actors: {
      submit: submitWith(store, (client, values) =>
        client.account.resetPasswordWithToken({
          ...link,
          password: ResetPasswordSchema.parse(values).password,
        }),
      ),
    },
    actions: {
      succeed: () =>
        toasts.add({
          status: 'success',
          message: 'Tu contraseña fue actualizada. Ya puedes iniciar sesión.',
        }),
      announceFailure: errorToast(toasts),
    },
  });
}

/**
 * The signed-in customer's new password, sent with the current one: 200 ended every token of the
 * customer (B6), so the browser forgets its own and the page goes to `/auth/contrasena-actualizada`
 * to sign in again. A refusal stays in the form, on its field when the store names one (a wrong
 * current password), with no toast, as the profile's other forms do.
 */
export function createChangePasswordMachine({
  store,
  session,
}: Pick<AppContext, 'store' | 'session'>) {
  return accountFormMachine.provide({
    actors: {
      submit: submitWith(store, (client, values) =>
        client.account.changePassword(ChangePasswordSchema.parse(values)),
      ),
    },
    actions: { succeed: () => forgetSession(session) },
  });
}

/**
 * A link mailed to the shopper, opened with the store call `open` (the e-mail verification, the
 * «¿Eres tú?» link): a confirmation or the store's message.
 */
export function createMailedLinkMachine(
  { store }: Pick<AppContext, 'store'>,
  open: (client: StoreClient) => Promise<unknown>,
) {
  return accountFormMachine.provide({ actors: { submit: submitWith(store, open) } });
}
