import { isStoreApiError } from '@vitrina/api-client/errors';
import { heldSignInMessage } from '@vitrina/core';
import * as z from 'zod';
import { messages } from '../../copy/messages';
import { storeFieldReasons } from '../../lib/form-values';

/** Why an account call (sign-in, sign-up, reset, verification) did not go through. */
export type AccountFailure =
  /**
   * The store refused (400/403): its Spanish message is shown as is (spec §5, §8), and its
   * reason per field, when it named fields, beside each field.
   */
  | { kind: 'rejected'; message: string; fields?: Record<string, string> }
  /**
   * Too many attempts (B1, C2): the form stays disabled for `retryAfter` seconds. With
   * `confirmByEmail`, a sign-in on an account under attack: the owner may have the «¿Eres tú?»
   * mail, whose link lets them in from here.
   */
  | { kind: 'rate-limited'; retryAfter: number; confirmByEmail: boolean }
  /** No answer, a timeout or a 5xx (R1, R7, R20). */
  | { kind: 'unreachable' };

/** The store's mark on a sign-in held while the account is under attack (B1). */
const HeldSignInSchema = z.object({ confirm_by_email: z.literal(true) });

/** Reads a failed account call into an {@link AccountFailure}. */
export function toAccountFailure(error: unknown): AccountFailure {
  if (!isStoreApiError(error)) return { kind: 'unreachable' };
  if (error.status === 429) {
    return {
      kind: 'rate-limited',
      retryAfter: error.retryAfter ?? 60,
      confirmByEmail: HeldSignInSchema.safeParse(error.data).success,
    };
  }
  if (error.status >= 500) return { kind: 'unreachable' };
  // A WordPress without the account routes (the Vitrina plugin missing or off) answers 404
  // `rest_no_route` in English: nothing the shopper typed is wrong, so it is not a refusal.
  if (error.code === 'rest_no_route') return { kind: 'unreachable' };
  const fields = storeFieldReasons(error.data);
  return Object.keys(fields).length > 0
    ? { kind: 'rejected', message: error.message, fields }
    : { kind: 'rejected', message: error.message };
}

/** The store's reason per field in a failure, keyed by field name; none for other failures. */
export function accountFailureFields(failure: AccountFailure | null): Record<string, string> {
  return failure?.kind === 'rejected' ? (failure.fields ?? {}) : {};
}

/** The Spanish text of a failure. */
export function accountFailureMessage(failure: AccountFailure): string {
  switch (failure.kind) {
    case 'rejected':
      return failure.message;
    case 'rate-limited':
      return failure.confirmByEmail
        ? heldSignInMessage(failure.retryAfter)
        : `Demasiados intentos. Espera ${failure.retryAfter} s e inténtalo de nuevo.`;
    case 'unreachable':
      return messages.storeUnreachable;
  }
}
