import * as z from 'zod';
import { startTestStore, type TestStore, type TestStoreOptions } from '@vitrina/store-api/testing';
import { afterAll, beforeAll } from 'vitest';
import {
  createStoreClient,
  type StoreClient,
  type StoreClientOptions,
} from '../../src/create-store-client.js';

/** Demo customers seeded by the store (store-api README). */
export const DEMO_PASSWORD = 'Vitrina-Demo-2026';
export const ANA = 'ana.perez@vitrina.do';
export const CARLOS = 'carlos.santos@vitrina.do';

/** Starts one embedded store for the test file (or `describe`) and stops it afterwards. */
export function useTestStore(options?: TestStoreOptions): () => TestStore {
  let store: TestStore | undefined;
  beforeAll(async () => {
    store = await startTestStore(options);
  });
  afterAll(async () => {
    await store?.stop();
  });
  return () => {
    if (store === undefined) throw new Error('The test store has not started');
    return store;
  };
}

/** A client on the test store; with the server-side key pair unless `options` say otherwise. */
export function clientFor(
  store: TestStore,
  options: Partial<StoreClientOptions> = {},
): StoreClient {
  return createStoreClient({
    baseUrl: store.baseUrl,
    consumerKey: store.consumerKey,
    consumerSecret: store.consumerSecret,
    ...options,
  });
}

/**
 * A client with the store's read_write key, as the shop server holds it: the only credential that
 * creates orders and changes customers (a customer's token cannot, as on WooCommerce).
 */
export function writerFor(store: TestStore): StoreClient {
  return clientFor(store, {
    consumerKey: store.writeConsumerKey,
    consumerSecret: store.writeConsumerSecret,
  });
}

/** The error a call fails with; fails the test when the call succeeds. */
export async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

/** The links of the last e-mail the store wrote to `to` in its outbox. */
export async function lastMailLinks(store: TestStore, to: string): Promise<URL[]> {
  const { readFile } = await import('node:fs/promises');
  const lines = (await readFile(store.outboxPath, 'utf8'))
    .split('\n')
    .filter((line) => line !== '');
  const mails = lines.map((line) => OutboxMailSchema.parse(JSON.parse(line)));
  const mail = mails.filter((entry) => entry.to === to).at(-1);
  if (mail === undefined) throw new Error(`No mail to ${to}`);
  return mail.links.map((link) => new URL(link));
}

const OutboxMailSchema = z.looseObject({ to: z.string(), links: z.array(z.string()) });

/** Signs a demo customer in and answers a client that sends their token (and no consumer key). */
export async function signedInClient(store: TestStore, email: string): Promise<StoreClient> {
  const anonymous = clientFor(store, { consumerKey: undefined, consumerSecret: undefined });
  const { results } = await anonymous.account.login({ email, password: DEMO_PASSWORD });
  return clientFor(store, {
    consumerKey: undefined,
    consumerSecret: undefined,
    getToken: () => results.token,
  });
}
