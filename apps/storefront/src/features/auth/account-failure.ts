import { isStoreApiError } from '@vitrina/api-client/errors';
import { messages } from '../../copy/messages';

/** Why an account call (sign-in, sign-up, reset, verification) did not go through. */
export type AccountFailure =
  /** The store refused (400/403): its Spanish message is shown as is (spec §5, §8). */
  | { kind: 'rejected'; message: string }
  /** Too many attempts (B1, C2): the form stays disabled for `retryAfter` seconds. */
  | { kind: 'rate-limited'; retryAfter: number }
  /** No answer, a timeout or a 5xx (R1, R7, R20). */
  | { kind: 'unreachable' };

/** Reads a failed account call into an {@link AccountFailure}. */
export function toAccountFailure(error: unknown): AccountFailure {
  if (!isStoreApiError(error)) return { kind: 'unreachable' };
  if (error.status === 429) return { kind: 'rate-limited', retryAfter: error.retryAfter ?? 60 };
  if (error.status >= 500) return { kind: 'unreachable' };
  // A WordPress without the account routes (the Vitrina plugin missing or off) answers 404
  // `rest_no_route` in English: nothing the shopper typed is wrong, so it is not a refusal.
  if (error.code === 'rest_no_route') return { kind: 'unreachable' };
  return { kind: 'rejected', message: error.message };
}

/** The Spanish text of a failure. */
export function accountFailureMessage(failure: AccountFailure): string {
  switch (failure.kind) {
    case 'rejected':
      return failure.message;
    case 'rate-limited':
      return `Demasiados intentos. Espera ${failure.retryAfter} s e inténtalo de nuevo.`;
    case 'unreachable':
      return messages.storeUnreachable;
  }
}
