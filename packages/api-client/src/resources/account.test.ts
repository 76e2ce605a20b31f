import { ADDRESS_CONFIRMATION } from '@vitrina/core';
import { describe, expect, it } from 'vitest';
import { isStoreApiError } from '../errors.js';
import { createStoreHttp } from '../http.js';
import { sendJson, startLocalServer } from '../../test/support/local-server.js';
import { createAccountApi } from './account.js';
import {
  ANA,
  clientFor,
  DEMO_PASSWORD,
  failure,
  lastMailLinks,
  useTestStore,
} from '../../test/support/store.js';

const store = useTestStore();
const anonymous = () => clientFor(store(), { consumerKey: undefined, consumerSecret: undefined });
const withToken = (token: string) =>
  clientFor(store(), { consumerKey: undefined, consumerSecret: undefined, getToken: () => token });

describe('account against the embedded store', () => {
  it('logs in a demo customer and identifies them from the token', async () => {
    const { message, results } = await anonymous().account.login({
      email: ANA,
      password: DEMO_PASSWORD,
    });
    expect(typeof message).toBe('string');
    const user = await withToken(results.token).account.currentUser();
    expect(user.email).toBe(ANA);
    expect(Number.isInteger(user.id)).toBe(true);
  });

  it('a wrong password is a 400 carrying the server message to show as is', async () => {
    const error = await failure(
      anonymous().account.login({ email: ANA, password: 'no-es-esta-clave' }),
    );
    expect(isStoreApiError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Correo o contraseña incorrectos.',
      method: 'POST',
      path: 'wp-json/api/v1/login',
    });
  });

  it('jwt_auth_invalid_token: a forged token is refused with 403 and that code', async () => {
    const error = await failure(
      withToken('eyJhbGciOiJub25lIn0.eyJpZCI6MX0.').account.currentUser(),
    );
    expect(error).toMatchObject({
      name: 'StoreApiError',
      status: 403,
      code: 'jwt_auth_invalid_token',
    });
  });

  it('without a token the current-user call is a 403', async () => {
    const error = await failure(anonymous().account.currentUser());
    expect(error).toMatchObject({ status: 403, code: 'jwt_auth_no_auth_header' });
  });

  it('registers, verifies the e-mail from the link in the outbox, and refuses a second sign-up', async () => {
    const email = 'nuevo.cliente@vitrina.do';
    const registration = {
      email,
      password: 'Una clave larga de prueba 2026',
      first_name: 'Nuevo',
      last_name: 'Cliente',
      phone: '8095550199',
    };
    const { results } = await anonymous().account.register(registration);
    expect((await withToken(results.token).account.currentUser()).email).toBe(email);

    const [link] = await lastMailLinks(store(), email);
    const token = link?.searchParams.get('token');
    if (!token) throw new Error('no verification link');
    const verified = await anonymous().account.verifyEmail({ email, token });
    expect(verified.message).not.toBe('');

    const again = await failure(anonymous().account.register(registration));
    expect(again).toMatchObject({ status: 400, message: 'Ya existe una cuenta con este correo.' });
  });

  it('B1: confirmAddress posts the «¿Eres tú?» link; a wrong one is the store’s Spanish 400', async () => {
    const error = await failure(
      anonymous().account.confirmAddress({ email: 'ana.perez@vitrina.do', token: 'x'.repeat(43) }),
    );
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_address_token',
      message: ADDRESS_CONFIRMATION.invalid,
    });
  });

  it('resets the password with the e-mailed token; earlier tokens die (C6)', async () => {
    const email = 'carlos.santos@vitrina.do';
    const before = await anonymous().account.login({ email, password: DEMO_PASSWORD });
    await anonymous().account.resetPassword(email);
    const [link] = await lastMailLinks(store(), email);
    const token = link?.searchParams.get('token');
    if (!token) throw new Error('no reset link');
    const password = 'Otra clave distinta 2026';
    const done = await anonymous().account.resetPasswordWithToken({ email, token, password });
    expect(done.message).not.toBe('');
    await anonymous().account.login({ email, password });
    const stale = await failure(withToken(before.results.token).account.currentUser());
    expect(stale).toMatchObject({ status: 403, code: 'jwt_auth_invalid_token' });
    const reused = await failure(
      anonymous().account.resetPasswordWithToken({ email, token, password }),
    );
    expect(reused).toMatchObject({ status: 400, code: 'invalid_reset_token' });
  });

  it('changes the password with the token; a wrong current one names its field; every token dies (B6)', async () => {
    const email = 'cambio.clave@vitrina.do';
    const password = 'Una clave larga de prueba 2026';
    const { results } = await anonymous().account.register({
      email,
      password,
      first_name: 'Cambio',
      last_name: 'Clave',
    });
    const customer = withToken(results.token);
    const newPassword = 'Otra clave larga de prueba 2027';
    const wrong = await failure(
      customer.account.changePassword({ current_password: 'no-es-esta', password: newPassword }),
    );
    expect(wrong).toMatchObject({
      status: 400,
      code: 'incorrect_password',
      message: 'La contraseña actual no es correcta.',
      path: 'wp-json/api/v1/change-password',
      data: { params: { current_password: 'La contraseña actual no es correcta.' } },
    });
    const done = await customer.account.changePassword({
      current_password: password,
      password: newPassword,
    });
    expect(done.message).not.toBe('');
    await anonymous().account.login({ email, password: newPassword });
    const stale = await failure(customer.account.currentUser());
    expect(stale).toMatchObject({ status: 403, code: 'jwt_auth_invalid_token' });
  });

  it('logout ends the token on the server (B6)', async () => {
    const { results } = await anonymous().account.login({ email: ANA, password: DEMO_PASSWORD });
    await withToken(results.token).account.logout();
    const error = await failure(withToken(results.token).account.currentUser());
    expect(error).toMatchObject({ status: 403, code: 'jwt_auth_invalid_token' });
  });
});

describe('current user when the plugin reports a dead token inside a 200 (spec §8)', () => {
  it('is a StoreApiError with code jwt_auth_invalid_token', async () => {
    const local = await startLocalServer((_request, response) =>
      sendJson(response, 200, { code: 'jwt_auth_invalid_token', message: 'Token caducado.' }),
    );
    try {
      const account = createAccountApi(
        createStoreHttp({ baseUrl: local.baseUrl, getToken: () => 'old' }),
      );
      const error = await failure(account.currentUser());
      expect(error).toMatchObject({
        name: 'StoreApiError',
        status: 200,
        code: 'jwt_auth_invalid_token',
        message: 'Token caducado.',
        path: 'wp-json/api/v1/users',
      });
    } finally {
      await local.close();
    }
  });
});
