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
  extra: Record<string, unknown> = {},
) =>
  new StoreApiError({
    request: { method: 'POST', path: 'wp-json/api/v1/login' },
    status,
    message,
    code,
    data: { ...extra, status, ...(params ? { params } : {}) },
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
      confirmByEmail: false,
    });
  });

  it('B1: a sign-in held on an account under attack tells the owner to look for «¿Eres tú?»', () => {
    const held = storeAnswer(429, 'rate_limited', 'Espera.', 8, undefined, {
      confirm_by_email: true,
      retry_after: 8,
    });
    const failure = toAccountFailure(held);
    expect(failure).toEqual({ kind: 'rate-limited', retryAfter: 8, confirmByEmail: true });
    expect(accountFailureMessage(failure)).toBe(
      'Esta cuenta recibió muchos intentos fallidos. Si tu contraseña es correcta, te enviamos un correo «¿Eres tú?»: abre su enlace y vuelve a iniciar sesión. O espera 8 s e inténtalo de nuevo.',
    );
  });
});
