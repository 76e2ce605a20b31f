import { isStoreApiError } from '@vitrina/api-client/errors';
import type { LoginFailure } from '../features/auth/login.machine';
import { messages } from './messages';

/** The store's answer to a sign-in, as the login machine needs it. */
export function toLoginFailure(error: unknown): LoginFailure {
  if (!isStoreApiError(error)) return { kind: 'unreachable' };
  if (error.status === 429) return { kind: 'rate-limited', retryAfter: error.retryAfter ?? 60 };
  if (error.status >= 500) return { kind: 'unreachable' };
  return { kind: 'rejected', message: error.message };
}

/** The Spanish text for a failed sign-in. */
export function loginFailureMessage(failure: LoginFailure): string {
  switch (failure.kind) {
    case 'rejected':
      return failure.message;
    case 'rate-limited':
      return `Demasiados intentos. Espera ${failure.retryAfter} s e inténtalo de nuevo.`;
    case 'unreachable':
      return messages.storeUnreachable;
  }
}
