import { StoreApiError } from '@vitrina/api-client/errors';
import { describe, expect, it } from 'vitest';
import { messages } from '../../copy/messages';
import { accountFailureFields, accountFailureMessage, toAccountFailure } from './account-failure';

const storeAnswer = (
  status: number,
  code: string,
  message: string,
  retryAfter?: number,
  params?: Record<string, string>,
) =>
  new StoreApiError({
    request: { method: 'POST', path: 'wp-json/api/v1/login' },
    status,
    message,
    code,
    data: params ? { status, params } : { status },
    retryAfter,
  });

describe('toAccountFailure', () => {
  it("a store's refusal keeps its Spanish message (spec §8)", () => {
    const failure = toAccountFailure(
      storeAnswer(400, 'invalid_credentials', 'Correo o contraseña incorrectos.'),
    );
    expect(accountFailureMessage(failure)).toBe('Correo o contraseña incorrectos.');
  });

  it("a refusal that names fields keeps each field's reason, to show it on the field", () => {
    const wrong = 'La contraseña actual no es correcta.';
    const failure = toAccountFailure(
      storeAnswer(400, 'incorrect_password', wrong, undefined, { current_password: wrong }),
    );
    expect(accountFailureFields(failure)).toEqual({ current_password: wrong });
    expect(accountFailureFields(toAccountFailure(storeAnswer(400, 'x', 'No.')))).toEqual({});
  });

  it("a WordPress without the account routes is not a refusal: the shopper never reads WordPress's English", () => {
    const failure = toAccountFailure(
      storeAnswer(404, 'rest_no_route', 'No route was found matching the URL and request method.'),
    );
    expect(failure).toEqual({ kind: 'unreachable' });
    expect(accountFailureMessage(failure)).toBe(messages.storeUnreachable);
  });

  it('too many attempts wait what the store asked', () => {
    expect(toAccountFailure(storeAnswer(429, 'too_many_attempts', 'Espera.', 90))).toEqual({
      kind: 'rate-limited',
      retryAfter: 90,
    });
  });
});
