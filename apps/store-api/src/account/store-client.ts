import { readFile } from 'node:fs/promises';

import type { TestStore } from '../testing.js';

/** One answer of the store, body parsed as JSON (left `unknown`: tests read it with {@link at}). */
export interface StoreAnswer {
  status: number;
  headers: Headers;
  json: unknown;
}

/** What a request to the store may carry. */
export interface CallOptions {
  body?: unknown;
  token?: string;
  /** Sent as `X-Forwarded-For` (the store trusts it in tests started with TRUST_PROXY=1). */
  ip?: string;
  /** Adds the store's read-only, shop-server (read_write) or admin key as query parameters. */
  key?: 'proxy' | 'write' | 'admin';
  headers?: Record<string, string>;
}

/** An e-mail line of the outbox. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** Reads `path` (`a.b.0.c`) out of parsed JSON. */
export function at(json: unknown, path: string): unknown {
  let value = json;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = Object.entries(value).find(([key]) => key === part)?.[1];
  }
  return value;
}

/** The key and secret of one of a test store's API keys. */
export function keyPair(store: TestStore, which: 'proxy' | 'write' | 'admin'): [string, string] {
  if (which === 'admin') return [store.adminConsumerKey, store.adminConsumerSecret];
  if (which === 'write') return [store.writeConsumerKey, store.writeConsumerSecret];
  return [store.consumerKey, store.consumerSecret];
}

/** A tiny HTTP client for contract tests against a started store. */
export function storeClient(store: TestStore) {
  let ipCounter = 0;
  const freshIp = (): string => {
    ipCounter += 1;
    return `10.${Math.floor(ipCounter / 62_500) % 250}.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}`;
  };

  const call = async (
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<StoreAnswer> => {
    const url = new URL(`${store.baseUrl}/wp-json${path}`);
    if (options.key) {
      const [key, secret] = keyPair(store, options.key);
      url.searchParams.set('consumer_key', key);
      url.searchParams.set('consumer_secret', secret);
    }
    const response = await fetch(url, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        'X-Forwarded-For': options.ip ?? freshIp(),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      json: text === '' ? undefined : JSON.parse(text),
    };
  };

  const outbox = async (): Promise<OutboxMail[]> => {
    const text = await readFile(store.outboxPath, 'utf8').catch(() => '');
    return text
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => {
        const parsed: unknown = JSON.parse(line);
        const links = at(parsed, 'links');
        return {
          to: String(at(parsed, 'to')),
          subject: String(at(parsed, 'subject')),
          text: String(at(parsed, 'text')),
          links: Array.isArray(links) ? links.map(String) : [],
        };
      });
  };

  let emailCounter = 0;
  const newEmail = (): string => {
    emailCounter += 1;
    return `cliente${emailCounter}.${Date.now()}@correo.do`;
  };

  /** Registers a fresh customer and returns its token. */
  const register = async (email = newEmail(), password = 'Mangos-y-Cocos-2026') => {
    const answer = await call('POST', '/api/v1/users', {
      body: {
        email,
        password,
        first_name: 'María',
        last_name: 'Rodríguez',
        social_id: '001-1234567-3',
        passport: '',
        phone: '809-555-0199',
      },
    });
    const token = at(answer.json, 'results.token');
    return { answer, email, password, token: typeof token === 'string' ? token : '' };
  };

  const login = (email: string, password: string, ip?: string) =>
    call('POST', '/api/v1/login', { body: { email, password }, ...(ip ? { ip } : {}) });

  return { call, outbox, freshIp, newEmail, register, login };
}
