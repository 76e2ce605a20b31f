import { ADDRESS_CONFIRMATION } from '@vitrina/core';
import { expect } from 'vitest';

import { CONTRACT_SHOP_IDENTITY } from '../../src/seed/shop-identity.js';
import type { ContractCase } from '../support/contract-case.js';
import { sentMail, type RawAnswer, type StoreTarget } from '../support/targets.js';

/** In stock (7), 49,900. */
const MINI_SPLIT = 'GRE-1012';
/** On sale: 29,900 → 26,900. */
const ON_SALE = 'GRE-1011';
const PASSWORD = 'Mangos-y-Cocos-2026';
const RESET_LINK = 'El enlace para restablecer la contraseña no es válido o ya se usó.';

let created = 0;
/** An address no account has yet, in either store. */
function newEmail(store: StoreTarget): string {
  created += 1;
  return `contrato.${store.name}.${Date.now().toString(36)}.${String(created)}@example.com`;
}

const open = (store: StoreTarget, method: string, route: string, json?: unknown, token?: string) =>
  store.raw(method, route, {
    via: 'open',
    ...(json === undefined ? {} : { json }),
    ...(token === undefined ? {} : { auth: { bearer: token } }),
  });

let addresses = 0;
/** A documentation address (RFC 5737) not used before, as the shop server would forward it. */
const freshAddress = (): string => {
  addresses += 1;
  return `198.51.${String(100 + Math.floor(addresses / 250))}.${String(addresses % 250)}`;
};

/** A call from a shopper at `address`, through the shop server on the store's machine (K4). */
const from = (store: StoreTarget, address: string, route: string, json: unknown) =>
  store.raw('POST', route, { via: 'open', json, headers: { 'x-forwarded-for': address } });

const field = (answer: RawAnswer, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value as Record<string, unknown> | undefined)?.[key],
      answer.body,
    );

/** Status, code and message of an answer: what the shop shows or acts on. */
const refusal = (answer: RawAnswer) => ({
  status: answer.status,
  code: field(answer, 'code'),
  message: field(answer, 'message'),
});

async function register(store: StoreTarget, body: Record<string, unknown> = {}) {
  const email = newEmail(store);
  const answer = await open(store, 'POST', 'api/v1/users', {
    email,
    password: PASSWORD,
    first_name: 'Luis',
    last_name: 'Gómez',
    ...body,
  });
  const token = field(answer, 'results.token');
  return { email, answer, token: typeof token === 'string' ? token : '' };
}

const login = (store: StoreTarget, email: string, password: string) =>
  open(store, 'POST', 'api/v1/login', { email, password });

function productId(store: StoreTarget, sku: string): string {
  const id = store.ids.products[sku];
  if (id === undefined) throw new Error(`No product ${sku} in ${store.name}`);
  return String(id);
}

/** The SKUs and quantities of a CoCart cart answer, sorted. */
function lines(store: StoreTarget, answer: RawAnswer): string[] {
  const skuOf = new Map(Object.entries(store.ids.products).map(([sku, id]) => [id, sku]));
  const items = (field(answer, 'items') ?? []) as { id: number; quantity: { value: number } }[];
  return items.map((line) => `${skuOf.get(line.id) ?? '?'}×${String(line.quantity.value)}`).sort();
}

/** The token of the last reset link mailed to `email`. */
async function resetToken(store: StoreTarget, email: string): Promise<string> {
  const mail = (await sentMail(store)).findLast(
    (entry) => entry.to === email && entry.subject.includes('Restablece'),
  );
  const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://x/';
  return new URL(link).searchParams.get('token') ?? '';
}

const WRONG_CURRENT = 'La contraseña actual no es correcta.';

const changePassword = (store: StoreTarget, token: string, current: string, password: string) =>
  open(store, 'POST', 'api/v1/change-password', { current_password: current, password }, token);

const useResetToken = (store: StoreTarget, email: string, token: string) =>
  open(
    store,
    'POST',
    `api/v1/reset-password-token?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`,
    { password: 'Nueva-Clave-Segura-9' },
  );

/**
 * Wrong passwords for `email` from rotating addresses (4 each, under the 5 that close an address)
 * until the account has let `admitted` of them through, the last one just now: the account is
 * slowed and that last try took its next slot for seconds (B1).
 */
async function hammer(store: StoreTarget, email: string, admitted: number): Promise<void> {
  let tries = 0;
  let through = 0;
  let attacker = freshAddress();
  while (through < admitted) {
    if (tries % 4 === 0) attacker = freshAddress();
    tries += 1;
    const wrong = { email, password: 'equivocada-123' };
    if ((await from(store, attacker, 'api/v1/login', wrong)).status === 400) through += 1;
  }
}

/**
 * The «¿Eres tú?» mails sent to `email`. The plugin sends them once its answer has gone out (so
 * their time tells nothing), so they may land a moment after it.
 */
async function confirmationMails(store: StoreTarget, email: string) {
  for (let attempt = 0; ; attempt += 1) {
    const mails = (await sentMail(store)).filter(
      (mail) => mail.to === email && mail.subject.startsWith('¿Eres tú?'),
    );
    if (mails.length > 0 || attempt === 30) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A held answer with its wait taken out: what must not differ between right, wrong and unknown. */
const heldAnswer = (answer: RawAnswer) => ({
  status: answer.status,
  retryAfter: Number(answer.headers.get('retry-after')) > 0,
  body: JSON.stringify(answer.body).replaceAll(/\d+/g, 'n'),
});

export const accountCases: ContractCase[] = [
  {
    name: 'cuentas: el cliente inicia sesión con api/v1/login y GET api/v1/users lo nombra',
    async observe(store) {
      const { email, password } = store.settings.customer;
      const answer = await login(store, email, password);
      const token = String(field(answer, 'results.token'));
      const me = await open(store, 'GET', 'api/v1/users', undefined, token);
      return {
        status: answer.status,
        message: field(answer, 'message'),
        token: /^eyJ[\w-]+\.[\w-]+\.[\w-]+$/.test(token),
        me: {
          status: me.status,
          code: field(me, 'code'),
          email: field(me, 'results.userData.data.user_email') === email,
          id: Number(field(me, 'results.userData.data.ID')) > 0,
        },
      };
    },
    check(seen) {
      expect(seen).toMatchObject({
        status: 200,
        token: true,
        me: { status: 200, email: true, id: true },
      });
    },
  },
  {
    name: 'cuentas: una contraseña equivocada y un correo desconocido responden igual (B2)',
    async observe(store) {
      const wrong = await login(store, store.settings.customer.email, 'no-es-la-clave');
      const unknown = await login(store, newEmail(store), 'no-es-la-clave');
      return {
        wrong: refusal(wrong),
        same: JSON.stringify(wrong.body) === JSON.stringify(unknown.body),
      };
    },
    check(seen) {
      expect(seen).toEqual({
        wrong: {
          status: 400,
          code: 'invalid_credentials',
          message: 'Correo o contraseña incorrectos.',
        },
        same: true,
      });
    },
  },
  {
    name: 'cuentas: el registro crea el cliente de WooCommerce, su token sirve en GET api/v1/users y el correo de bienvenida confirma la dirección',
    async observe(store) {
      const { email, answer, token } = await register(store, {
        social_id: '001-1234567-3',
        phone: '(829) 555-0100',
        role: 'administrator',
      });
      const me = await open(store, 'GET', 'api/v1/users', undefined, token);
      const id = Number(field(me, 'results.userData.data.ID'));
      const customer = await store.raw('GET', `wc/v3/customers/${String(id)}`, { auth: 'write' });
      const welcome = (await sentMail(store)).findLast((mail) => mail.to === email);
      const link = new URL(/https?:\/\/\S+/.exec(welcome?.text ?? '')?.[0] ?? 'http://x/');
      const verify = { email, token: link.searchParams.get('token') };
      const verified = await open(store, 'POST', 'api/v1/verify-email', verify);
      const verifiedAgain = await open(store, 'POST', 'api/v1/verify-email', verify);
      const meta = (field(customer, 'meta_data') ?? []) as { key: string; value: unknown }[];
      return {
        status: answer.status,
        message: field(answer, 'message'),
        me: {
          status: me.status,
          code: field(me, 'code'),
          email: field(me, 'results.userData.data.user_email') === email,
        },
        roles: field(me, 'results.userData.roles'),
        welcome: { subject: welcome?.subject, path: link.pathname },
        verified: { status: verified.status, message: field(verified, 'message') },
        verifiedAgain: refusal(verifiedAgain),
        customer: {
          role: field(customer, 'role'),
          first_name: field(customer, 'first_name'),
          last_name: field(customer, 'last_name'),
          billing: {
            phone: field(customer, 'billing.phone'),
            country: field(customer, 'billing.country'),
          },
          shipping: { country: field(customer, 'shipping.country') },
          meta: meta
            .filter((entry) => ['phone', 'social_id', 'passport'].includes(entry.key))
            .map((entry) => `${entry.key}=${String(entry.value)}`)
            .sort(),
        },
      };
    },
    check(seen) {
      expect(seen).toMatchObject({
        status: 200,
        me: { status: 200, code: 'jwt_auth_valid_token', email: true },
        roles: ['customer'],
        welcome: {
          subject: `Confirma tu correo en ${CONTRACT_SHOP_IDENTITY.name}`,
          path: '/verificar-correo',
        },
        verified: { status: 200 },
        verifiedAgain: {
          status: 400,
          message: 'El enlace de verificación no es válido o ya venció.',
        },
        customer: { role: 'customer', meta: ['phone=+18295550100', 'social_id=00112345673'] },
      });
    },
  },
  {
    name: 'cuentas: registrarse con un correo que ya tiene cuenta (D3)',
    async observe(store) {
      const first = await register(store);
      const again = await open(store, 'POST', 'api/v1/users', {
        email: first.email.toUpperCase(),
        password: PASSWORD,
        first_name: 'Otra',
        last_name: 'Persona',
      });
      return { first: first.answer.status, again: refusal(again) };
    },
    check(seen) {
      expect(seen['again']).toMatchObject({
        status: 400,
        message: 'Ya existe una cuenta con este correo.',
      });
    },
  },
  {
    name: 'cuentas: un registro con datos que no valen dice cada motivo en español',
    async observe(store) {
      const answer = await open(store, 'POST', 'api/v1/users', {
        email: 'no-es-un-correo',
        password: '1234567',
        first_name: '  ',
        last_name: 'Gómez',
        social_id: '001-1234567-4',
        passport: 'RD-1',
        phone: '555',
      });
      return { ...refusal(answer), params: field(answer, 'data.params') };
    },
    check(seen) {
      expect(seen).toMatchObject({
        status: 400,
        code: 'rest_invalid_param',
        message: 'Escribe un correo electrónico válido.',
      });
    },
  },
  {
    name: 'cuentas: GET api/v1/users con un token malo, alterado o ninguno',
    async observe(store) {
      const token = await store.signIn();
      const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
      const answers = {
        garbage: await open(store, 'GET', 'api/v1/users', undefined, 'basura.basura.basura'),
        tampered: await open(store, 'GET', 'api/v1/users', undefined, tampered),
        none: await open(store, 'GET', 'api/v1/users'),
      };
      return Object.fromEntries(
        Object.entries(answers).map(([name, answer]) => [name, refusal(answer)]),
      );
    },
    check(seen) {
      expect(seen['tampered']).toMatchObject({ status: 403, code: 'jwt_auth_invalid_token' });
      expect(seen['garbage']).toMatchObject({ status: 403, code: 'jwt_auth_invalid_token' });
    },
  },
  {
    name: 'cuentas: el token del registro sirve en cocart/v2/cart hasta cerrar sesión (B6)',
    async observe(store) {
      const { token } = await register(store);
      const added = await open(
        store,
        'POST',
        'cocart/v2/cart/add-item',
        { id: productId(store, MINI_SPLIT), quantity: '1' },
        token,
      );
      const cart = await open(store, 'GET', 'cocart/v2/cart', undefined, token);
      const logout = await open(store, 'POST', 'api/v1/logout', undefined, token);
      const cartAfter = await open(store, 'GET', 'cocart/v2/cart', undefined, token);
      const meAfter = await open(store, 'GET', 'api/v1/users', undefined, token);
      return {
        added: added.status,
        status: cart.status,
        lines: lines(store, cart),
        logout: { status: logout.status, message: field(logout, 'message') },
        cartAfterLogout: refusal(cartAfter),
        usersAfterLogout: refusal(meAfter),
      };
    },
    check(seen) {
      expect(seen).toMatchObject({
        added: 200,
        status: 200,
        lines: [`${MINI_SPLIT}×1`],
        logout: { status: 200 },
        cartAfterLogout: { status: 403, code: 'jwt_auth_invalid_token' },
        usersAfterLogout: { status: 403, code: 'jwt_auth_invalid_token' },
      });
    },
  },
  {
    name: 'cuentas: el carrito de invitado se suma al del cliente con ?cart_key=',
    async observe(store) {
      const { token } = await register(store);
      await open(
        store,
        'POST',
        'cocart/v2/cart/add-item',
        { id: productId(store, ON_SALE), quantity: '1' },
        token,
      );
      const guest = await open(store, 'POST', 'cocart/v2/cart/add-item', {
        id: productId(store, MINI_SPLIT),
        quantity: '2',
      });
      const cartKey = String(field(guest, 'cart_key'));
      const merged = await open(
        store,
        'GET',
        `cocart/v2/cart?cart_key=${encodeURIComponent(cartKey)}`,
        undefined,
        token,
      );
      const after = await open(store, 'GET', 'cocart/v2/cart', undefined, token);
      return { merged: merged.status, lines: lines(store, merged), after: lines(store, after) };
    },
    check(seen) {
      const both = [`${MINI_SPLIT}×2`, `${ON_SALE}×1`].sort();
      expect(seen).toEqual({ merged: 200, lines: both, after: both });
    },
  },
  {
    name: 'cuentas: pedir el restablecimiento responde igual exista o no la cuenta (B2)',
    async observe(store) {
      const known = await open(store, 'POST', 'api/v1/reset-password', {
        email: store.settings.customer.email,
      });
      const unknown = await open(store, 'POST', 'api/v1/reset-password', {
        email: newEmail(store),
      });
      return {
        status: known.status,
        message: field(known, 'message'),
        same: JSON.stringify(known.body) === JSON.stringify(unknown.body),
      };
    },
    check(seen) {
      expect(seen).toMatchObject({ status: 200, same: true });
    },
  },
  {
    name: 'cuentas: el enlace de restablecimiento equivocado o ya usado responde 400 (C1)',
    async observe(store) {
      const { email, token: session } = await register(store);
      await open(store, 'POST', 'api/v1/reset-password', { email });
      const token = await resetToken(store, email);
      const wrong = await useResetToken(store, email, 'x'.repeat(43));
      const first = await useResetToken(store, email, token);
      const again = await useResetToken(store, email, token);
      const oldSession = await open(store, 'GET', 'api/v1/users', undefined, session);
      const notice = (await sentMail(store)).findLast((mail) => mail.to === email);
      return {
        token: /^[\w-]{43}$/.test(token),
        wrong: refusal(wrong),
        first: {
          status: first.status,
          message: field(first, 'message'),
          token: field(first, 'results'),
        },
        again: refusal(again),
        oldSession: refusal(oldSession).code,
        newPassword: (await login(store, email, 'Nueva-Clave-Segura-9')).status,
        notice: notice?.subject,
      };
    },
    check(seen) {
      expect(seen).toMatchObject({
        token: true,
        wrong: { status: 400, message: RESET_LINK },
        first: { status: 200, token: undefined },
        again: { status: 400, code: 'invalid_reset_token', message: RESET_LINK },
        oldSession: 'jwt_auth_invalid_token',
        newPassword: 200,
        notice: 'Tu contraseña fue cambiada',
      });
    },
  },
  {
    name: 'cuentas: 5 fallos desde una dirección bloquean esa cuenta ahí (429), no otra cuenta (B1)',
    async observe(store) {
      const { email } = await register(store);
      const failures: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        failures.push((await login(store, email, 'equivocada-123')).status);
      }
      const blocked = await login(store, email, PASSWORD);
      const retryAfter = Number(blocked.headers.get('retry-after'));
      const { email: other, password } = store.settings.customer;
      return {
        failures,
        blocked: {
          status: blocked.status,
          code: field(blocked, 'code'),
          message: /^Demasiados intentos\. Espera \d+ s e inténtalo de nuevo\.$/.test(
            String(field(blocked, 'message')),
          ),
          retryAfter: retryAfter > 0 && retryAfter <= 15 * 60,
          sameWait: field(blocked, 'data.retry_after') === retryAfter,
          status429: field(blocked, 'data.status'),
        },
        otherAccount: (await login(store, other, password)).status,
      };
    },
    check(seen) {
      expect(seen).toEqual({
        failures: [400, 400, 400, 400, 400],
        blocked: {
          status: 429,
          code: 'rate_limited',
          message: true,
          retryAfter: true,
          sameWait: true,
          status429: 429,
        },
        otherAccount: 200,
      });
    },
  },
  {
    name: 'cuentas: un atacante que cambia de dirección no deja fuera al dueño: entra desde su dirección y su enlace de verificación vale (B1, C2, K4)',
    async observe(store) {
      const home = freshAddress();
      // Signed up from home: the other cases' sign-ups, all from this machine, use up its 10 an hour.
      const email = newEmail(store);
      await from(store, home, 'api/v1/users', {
        email,
        password: PASSWORD,
        first_name: 'Luis',
        last_name: 'Gómez',
      });
      const welcome = (await sentMail(store)).findLast((mail) => mail.to === email);
      const link = new URL(/https?:\/\/\S+/.exec(welcome?.text ?? '')?.[0] ?? 'http://x/');
      const owner = () => from(store, home, 'api/v1/login', { email, password: PASSWORD });
      const first = (await owner()).status;
      let attacker = freshAddress();
      const attacks: number[] = [];
      const ownerLater: number[] = [];
      for (let attempt = 0; attempt < 24; attempt += 1) {
        // A new address every 4 failures, under the 5 that close an address.
        if (attempt % 4 === 0) attacker = freshAddress();
        const wrong = { email, password: 'equivocada-123' };
        attacks.push((await from(store, attacker, 'api/v1/login', wrong)).status);
        if (attempt % 8 === 7) ownerLater.push((await owner()).status);
      }
      const junk: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        const body = { email, token: 'j'.repeat(43) };
        junk.push((await from(store, freshAddress(), 'api/v1/verify-email', body)).status);
      }
      const verify = { email, token: link.searchParams.get('token') };
      return {
        first,
        slowed: attacks.includes(429),
        ownerLater,
        junk: { first: junk.slice(0, 10).every((status) => status === 400), last: junk.at(-1) },
        verified: (await open(store, 'POST', 'api/v1/verify-email', verify)).status,
      };
    },
    check(seen) {
      expect(seen).toEqual({
        first: 200,
        slowed: true,
        ownerLater: [200, 200, 200],
        junk: { first: true, last: 429 },
        verified: 200,
      });
    },
  },
  {
    name: 'cuentas: el cliente cambia su contraseña con su token y la actual; se cierran todas sus sesiones (B6, C6)',
    async observe(store) {
      const { email, token } = await register(store);
      const otherSession = String(field(await login(store, email, PASSWORD), 'results.token'));
      const newPassword = 'Nueva-Clave-Segura-9';
      const anonymous = await open(store, 'POST', 'api/v1/change-password', {
        current_password: PASSWORD,
        password: newPassword,
      });
      const wrong = await changePassword(store, token, 'no-es-la-clave', newPassword);
      const weak = await changePassword(store, token, '', 'password');
      const changed = await changePassword(store, token, PASSWORD, newPassword);
      const sessions = await Promise.all(
        [token, otherSession].map((stale) => open(store, 'GET', 'api/v1/users', undefined, stale)),
      );
      const notice = (await sentMail(store)).findLast((mail) => mail.to === email);
      return {
        anonymous: refusal(anonymous),
        wrong: { ...refusal(wrong), params: field(wrong, 'data.params') },
        weak: { ...refusal(weak), params: field(weak, 'data.params') },
        changed: { status: changed.status, body: changed.body },
        sessionsAfter: sessions.map((answer) => refusal(answer).code),
        oldPassword: (await login(store, email, PASSWORD)).status,
        newPassword: (await login(store, email, newPassword)).status,
        notice: notice?.subject,
      };
    },
    check(seen) {
      expect(seen).toEqual({
        anonymous: {
          status: 403,
          code: 'jwt_auth_no_auth_header',
          message: 'Falta el encabezado de autorización.',
        },
        wrong: {
          status: 400,
          code: 'incorrect_password',
          message: WRONG_CURRENT,
          params: { current_password: WRONG_CURRENT },
        },
        weak: {
          status: 400,
          code: 'rest_invalid_param',
          message: 'Escribe tu contraseña.',
          params: {
            current_password: 'Escribe tu contraseña.',
            password: 'Esa contraseña es demasiado común; elige otra.',
          },
        },
        changed: {
          status: 200,
          body: {
            message:
              'Cambiamos tu contraseña y cerramos todas tus sesiones. Inicia sesión con la nueva.',
          },
        },
        sessionsAfter: ['jwt_auth_invalid_token', 'jwt_auth_invalid_token'],
        oldPassword: 400,
        newPassword: 200,
        notice: 'Tu contraseña fue cambiada',
      });
    },
  },
  {
    name: 'cuentas: una contraseña actual equivocada cuenta como un inicio de sesión fallido (B1)',
    async observe(store) {
      const { email, token } = await register(store);
      const failures: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        failures.push(
          (await changePassword(store, token, 'equivocada-123', 'Nueva-Clave-Segura-9')).status,
        );
      }
      const blocked = await changePassword(store, token, PASSWORD, 'Nueva-Clave-Segura-9');
      return {
        failures,
        blocked: { status: blocked.status, code: field(blocked, 'code') },
        login: (await login(store, email, PASSWORD)).status,
        sessionAlive: (await open(store, 'GET', 'api/v1/users', undefined, token)).status,
      };
    },
    check(seen) {
      expect(seen).toEqual({
        failures: [400, 400, 400, 400, 400],
        blocked: { status: 429, code: 'rate_limited' },
        login: 429,
        sessionAlive: 200,
      });
    },
  },
  {
    name: 'cuentas: con la cuenta bajo ataque, la contraseña correcta desde una dirección nueva recibe «¿Eres tú?» por correo y entra al abrir el enlace (B1, B2)',
    async observe(store) {
      const email = newEmail(store);
      const unknown = newEmail(store);
      await from(store, freshAddress(), 'api/v1/users', {
        email,
        password: PASSWORD,
        first_name: 'Luis',
        last_name: 'Gómez',
      });
      // Ten failures are free, then each try takes the account's next slot (1 s, 2 s, 4 s, 8 s).
      await hammer(store, email, 14);
      const victim = freshAddress();
      const stranger = freshAddress();
      const right = await from(store, victim, 'api/v1/login', { email, password: PASSWORD });
      const wrong = await from(store, stranger, 'api/v1/login', { email, password: 'otra-123' });
      const mails = await confirmationMails(store, email);
      const link = new URL(/https?:\/\/\S+/.exec(mails[0]?.text ?? '')?.[0] ?? 'http://x/');
      const confirmation = {
        email: link.searchParams.get('email'),
        token: link.searchParams.get('token'),
      };
      const confirmed = await open(store, 'POST', 'api/v1/confirm-address', confirmation);
      const again = await open(store, 'POST', 'api/v1/confirm-address', confirmation);
      const signedIn = await from(store, victim, 'api/v1/login', { email, password: PASSWORD });
      const strangerAfter = await from(store, stranger, 'api/v1/login', {
        email,
        password: PASSWORD,
      });
      await hammer(store, unknown, 13);
      const none = await from(store, freshAddress(), 'api/v1/login', {
        email: unknown,
        password: PASSWORD,
      });
      return {
        right: heldAnswer(right),
        code: field(right, 'code'),
        message: String(field(right, 'message')).replace(/\d+ s/, 'n s'),
        sameForWrong: JSON.stringify(heldAnswer(wrong)) === JSON.stringify(heldAnswer(right)),
        sameForUnknown: JSON.stringify(heldAnswer(none)) === JSON.stringify(heldAnswer(right)),
        mails: mails.map((mail) => mail.subject),
        link: { page: link.pathname, email: confirmation.email === email },
        token: /^[\w-]{43}$/.test(confirmation.token ?? ''),
        confirmed: { status: confirmed.status, message: field(confirmed, 'message') },
        again: refusal(again),
        signedIn: { status: signedIn.status, token: typeof field(signedIn, 'results.token') },
        strangerAfter: strangerAfter.status,
      };
    },
    check(seen) {
      expect(seen).toMatchObject({
        right: { status: 429, retryAfter: true },
        code: 'rate_limited',
        message:
          'Esta cuenta recibió muchos intentos fallidos. Si tu contraseña es correcta, te enviamos un correo «¿Eres tú?»: abre su enlace y vuelve a iniciar sesión. O espera n s e inténtalo de nuevo.',
        sameForWrong: true,
        sameForUnknown: true,
        mails: [
          `¿Eres tú? Confirma que quieres entrar a tu cuenta de ${CONTRACT_SHOP_IDENTITY.name}`,
        ],
        link: { page: ADDRESS_CONFIRMATION.path, email: true },
        token: true,
        confirmed: { status: 200, message: ADDRESS_CONFIRMATION.confirmed },
        again: {
          status: 400,
          code: 'invalid_address_token',
          message: ADDRESS_CONFIRMATION.invalid,
        },
        signedIn: { status: 200, token: 'string' },
        strangerAfter: 429,
      });
    },
  },
];
