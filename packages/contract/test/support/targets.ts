import { readFile } from 'node:fs/promises';

import { createStoreClient, StoreApiError, type StoreClient } from '@vitrina/api-client';
import { inject } from 'vitest';

import type { ContractStoreSettings, SerializedIds } from '../../src/stores.js';
import { setFileClock } from '../../src/test-clock.js';

/** The two stores the contract compares. */
export type StoreName = 'embebida' | 'woocommerce';

/** A raw answer, for what the api-client does not expose (status of an error, headers). */
export interface RawAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** Who a raw call speaks for. */
export type RawAuth = 'none' | 'read' | 'write' | { bearer: string } | { basic: [string, string] };

export interface RawCall {
  auth?: RawAuth;
  json?: unknown;
  headers?: Record<string, string>;
  /** Which address: the keyed one (https on the real store) or the open one (CoCart, login). */
  via?: 'keyed' | 'open';
}

/** One store as the cases see it. */
export interface StoreTarget {
  name: StoreName;
  settings: ContractStoreSettings;
  ids: SerializedIds;
  /** The api-client with the read key, as the shop server uses it. */
  reader: StoreClient;
  /** The api-client with the write key, as the shop's order and account endpoints use it. */
  writer: StoreClient;
  /** A fresh guest session: no key, no token; it keeps the cart key the store hands out. */
  guest(): GuestSession;
  /** An api-client that sends this customer's token. */
  customer(token: string): StoreClient;
  /** Signs the store's customer in (`api/v1/login`) and answers a JWT the cart accepts. */
  signIn(): Promise<string>;
  raw(method: string, route: string, call?: RawCall): Promise<RawAnswer>;
  /** Sets the clock the store's agenda reads (ms since the epoch), or the wall clock with `null`. */
  setClock(now: number | null): Promise<void>;
}

/** A guest shopper: the api-client on the open address and the cart key it was given. */
export interface GuestSession {
  client: StoreClient;
  cartKey(): string | undefined;
}

function basic(key: string, secret: string): string {
  return `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;
}

function authHeader(settings: ContractStoreSettings, auth: RawAuth): string | undefined {
  if (auth === 'none') return undefined;
  if (auth === 'read') return basic(settings.readKey.key, settings.readKey.secret);
  if (auth === 'write') return basic(settings.writeKey.key, settings.writeKey.secret);
  if ('bearer' in auth) return `Bearer ${auth.bearer}`;
  return basic(...auth.basic);
}

async function rawCall(
  settings: ContractStoreSettings,
  method: string,
  route: string,
  call: RawCall = {},
): Promise<RawAnswer> {
  const base = call.via === 'open' ? settings.openUrl : settings.keyedUrl;
  const headers = new Headers({ accept: 'application/json', ...call.headers });
  const auth = authHeader(settings, call.auth ?? 'none');
  if (auth !== undefined) headers.set('authorization', auth);
  if (call.json !== undefined) headers.set('content-type', 'application/json');
  const response = await fetch(`${base}/wp-json/${route}`, {
    method,
    headers,
    ...(call.json === undefined ? {} : { body: JSON.stringify(call.json) }),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // not JSON: the text itself is the answer
  }
  return { status: response.status, headers: response.headers, body };
}

function target(
  name: StoreName,
  settings: ContractStoreSettings,
  signIn: StoreTarget['signIn'],
  setClock: StoreTarget['setClock'],
): StoreTarget {
  const keyed = (pair: { key: string; secret: string }): StoreClient =>
    createStoreClient({
      baseUrl: settings.keyedUrl,
      consumerKey: pair.key,
      consumerSecret: pair.secret,
    });
  return {
    name,
    settings,
    ids: settings.ids,
    reader: keyed(settings.readKey),
    writer: keyed(settings.writeKey),
    guest() {
      let cartKey: string | undefined;
      const client = createStoreClient({
        baseUrl: settings.openUrl,
        getCartKey: () => cartKey,
        onCartKey: (key) => {
          cartKey = key;
        },
      });
      return { client, cartKey: () => cartKey };
    },
    customer(token) {
      return createStoreClient({ baseUrl: settings.openUrl, getToken: () => token });
    },
    signIn,
    raw: (method, route, call) => rawCall(settings, method, route, call),
    setClock,
  };
}

const TokenSchema = (body: unknown, path: string[]): string => {
  let value: unknown = body;
  for (const key of path) value = (value as Record<string, unknown> | undefined)?.[key];
  if (typeof value !== 'string' || value === '') throw new Error(`No token at ${path.join('.')}`);
  return value;
};

/** Signs the store's customer in through the account API (`api/v1/login`), as the shop does. */
async function signInThroughAccountApi(settings: ContractStoreSettings): Promise<string> {
  const answer = await rawCall(settings, 'POST', 'api/v1/login', {
    via: 'open',
    json: settings.customer,
  });
  return TokenSchema(answer.body, ['results', 'token']);
}

/** Both stores, from the global setup. */
export function contractTargets(): { embedded: StoreTarget; real: StoreTarget } {
  const stores = inject('contractStores');
  const embedded = target(
    'embebida',
    stores.embedded,
    () => signInThroughAccountApi(stores.embedded),
    (now) => {
      setFileClock(stores.embedded.clockFile, now);
      return Promise.resolve();
    },
  );
  const real = target(
    'woocommerce',
    stores.real,
    () => signInThroughAccountApi(stores.real),
    async (now) => {
      // The test kit's must-use plugin (realwoo/vitrina-test-clock.php), with the write key.
      const answer = await rawCall(stores.real, 'PUT', 'wc-vitrina-test/v1/clock', {
        auth: 'write',
        json: { now },
      });
      if (answer.status !== 200)
        throw new Error(`The real store's clock: ${String(answer.status)}`);
    },
  );
  return { embedded, real };
}

/** One mail a store sent (the embedded store's outbox, the real store's wp_mail). */
export interface SentMail {
  to: string;
  subject: string;
  text: string;
  /** WooCommerce's id of an order mail (`customer_failed_order`, `vitrina_balance_due`…). */
  email_id?: string;
}

/** Every mail the store has sent so far, oldest first. */
export async function sentMail(store: StoreTarget): Promise<SentMail[]> {
  const text = await readFile(store.settings.mailPath, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as SentMail);
}

/** Status and code of a raw answer. */
export function outcome(answer: { status: number; body: unknown }) {
  const code = (answer.body as { code?: unknown } | null)?.code;
  return { status: answer.status, code: typeof code === 'string' ? code : undefined };
}

/** The status and error code a failing api-client call ended with. */
export async function failureOf(
  promise: Promise<unknown>,
): Promise<{ status: number; code: string | undefined }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof StoreApiError) return { status: error.status, code: error.code };
    throw error;
  }
  throw new Error('expected the call to fail');
}
