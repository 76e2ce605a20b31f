import { createHash } from 'node:crypto';
import type { StoreHttp } from '@vitrina/api-client';
import { createAccountApi } from '@vitrina/api-client/account';
import { isStoreApiError } from '@vitrina/api-client/errors';
import {
  memoryVerifiedTokens,
  type EndedSessions,
  type MemoryVerifiedTokensOptions,
  type VerifiedCustomer,
  type VerifiedTokens,
} from './verified-tokens.js';

/** Who is asking, as the store vouches for it. */
export type Shopper =
  /** A customer: `id` comes from the store's answer for this token, never from the request. */
  | { kind: 'customer'; id: number; token: string }
  /** No `Authorization` header at all. */
  | { kind: 'guest' }
  /** A malformed, expired or revoked token (the store's `jwt_auth_invalid_token`). */
  | { kind: 'rejected' };

/** Verifies bearer tokens against the store, remembering good ones for a short while. */
export interface ShopperVerifier {
  /** The shopper behind a request's `Authorization` header. Throws when the store cannot answer. */
  verify(headers: Headers, signal?: AbortSignal): Promise<Shopper>;
  /**
   * The customer's sessions ended at the store (logout, a new password: B6): every token of
   * theirs the memory holds stops opening doors at once, not only the one that ended them.
   */
  endSessions(who: EndedSessions): Promise<void>;
}

export interface ShopperVerifierOptions {
  /**
   * The store as a token reaches it: the shop's own transport, so the question runs under the
   * same deadline for the whole answer as every other store call (a store that sends its headers
   * and stalls ends in the shop's Spanish 504, #34).
   */
  storeFor: (token: string) => StoreHttp;
  /** How long a verified token is trusted without asking again; at most 30 s. */
  ttlMs?: number;
  /** Most tokens remembered at once; the oldest go first. */
  maxEntries?: number;
  now?: () => number;
  /** Where verified tokens are remembered: this instance's memory unless told (Redis, M4). */
  tokens?: (options: MemoryVerifiedTokensOptions) => VerifiedTokens;
}

const MAX_TTL_MS = 30_000;
const BEARER = /^Bearer ([A-Za-z0-9._~+/-]{1,4096}=*)$/;

/** The request's `Authorization` header when it has a bearer token's shape, else `undefined`. */
export function bearerHeader(headers: Headers): string | undefined {
  const header = headers.get('authorization');
  return header !== null && BEARER.test(header) ? header : undefined;
}

/** The bearer token of a request's `Authorization` header, when it has a token's shape. */
export function bearerToken(headers: Headers): string | undefined {
  return BEARER.exec(headers.get('authorization') ?? '')?.[1];
}

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The shop server's only answer to "whose token is this": `GET api/v1/users` with the bearer
 * (spec §7, `results.userData.data.ID`). Every account and checkout endpoint takes the customer
 * id from here (reliability §0.2, E1, E3). Good answers are kept ≤ 30 s (verified-tokens.ts), until
 * the customer's sessions end; refusals are never kept.
 */
export function createShopperVerifier(options: ShopperVerifierOptions): ShopperVerifier {
  const ttlMs = Math.min(options.ttlMs ?? MAX_TTL_MS, MAX_TTL_MS);
  const now = options.now ?? Date.now;
  const tokens = options.tokens ?? memoryVerifiedTokens;
  const memory = tokens({ ttlMs, maxEntries: options.maxEntries ?? 10_000, now });

  async function ask(
    token: string,
    signal: AbortSignal | undefined,
  ): Promise<VerifiedCustomer | null> {
    const account = createAccountApi(options.storeFor(token));
    try {
      return await account.currentUser({ signal });
    } catch (error) {
      if (isStoreApiError(error) && (error.status === 401 || error.status === 403)) return null;
      throw error;
    }
  }

  return {
    async verify(headers, signal) {
      const header = headers.get('authorization');
      if (header === null) return { kind: 'guest' };
      const token = bearerToken(headers);
      if (token === undefined) return { kind: 'rejected' };
      const key = hashOf(token);
      const known = await memory.recall(key);
      if (known !== undefined) return { kind: 'customer', id: known.id, token };
      const askedAt = now();
      const customer = await ask(token, signal);
      if (customer === null) return { kind: 'rejected' };
      await memory.remember(key, customer, askedAt);
      return { kind: 'customer', id: customer.id, token };
    },
    endSessions: (who) => memory.endSessions(who),
  };
}
