import { z } from 'zod';
import type { StoreFetch } from './store-upstream.js';

const BEARER = /^Bearer [A-Za-z0-9._~+/-]+=*$/;

/** The JWT account API's answer to `GET api/v1/users` (spec §7: `results.userData.data.ID`). */
const AccountUserSchema = z.object({
  results: z.object({
    userData: z.object({ data: z.object({ ID: z.coerce.number().int().positive() }) }),
  }),
});

const StoreErrorSchema = z.object({ code: z.string(), message: z.string() });

export type BearerUser =
  | { kind: 'user'; id: number; authorization: string }
  | { kind: 'guest' }
  /** The token was refused by the store; `code`/`message` are the store's (jwt_auth_invalid_token…). */
  | { kind: 'rejected'; status: 401 | 403; code: string; message: string };

/** The bearer header a request carries, when it has the shape of one. */
export function bearerHeader(headers: Headers): string | undefined {
  const value = headers.get('authorization');
  return value !== null && BEARER.test(value) ? value : undefined;
}

/**
 * Asks the store whose token this is. Ownership checks on customers and orders rest on this
 * answer, never on an id the client sends (reliability §0.2, E1).
 */
export async function resolveBearerUser(
  storeFetch: StoreFetch,
  headers: Headers,
  signal: AbortSignal,
): Promise<BearerUser> {
  const authorization = bearerHeader(headers);
  if (authorization === undefined) {
    return headers.has('authorization')
      ? {
          kind: 'rejected',
          status: 401,
          code: 'rest_not_logged_in',
          message: 'Inicia sesión para continuar.',
        }
      : { kind: 'guest' };
  }
  const response = await storeFetch({
    method: 'GET',
    route: 'api/v1/users',
    query: new URLSearchParams(),
    headers: new Headers({ authorization, accept: 'application/json' }),
    signed: false,
    signal,
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const parsed = AccountUserSchema.safeParse(body);
    if (parsed.success)
      return { kind: 'user', id: parsed.data.results.userData.data.ID, authorization };
  }
  const error = StoreErrorSchema.safeParse(body);
  return {
    kind: 'rejected',
    status: response.status === 401 ? 401 : 403,
    code: error.success ? error.data.code : 'jwt_auth_invalid_token',
    message: error.success ? error.data.message : 'Tu sesión ha expirado. Inicia sesión de nuevo.',
  };
}
