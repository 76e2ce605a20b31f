import { createHash, timingSafeEqual } from 'node:crypto';

import type { Context, MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';

import { compiledOnce } from '../db/compiled-once.js';
import type { Database } from '../db/schema.js';
import type { Deps } from '../deps.js';
import type { ApiKey } from './api-key.js';
import type { AppEnv } from './env.js';
import { StoreError } from './errors.js';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const compiledKeyQuery = compiledOnce((db: Kysely<Database>, keyHash: string) =>
  db
    .selectFrom('api_keys as k')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .select(['k.user_id', 'k.permissions', 'k.consumer_secret', 'u.role'])
    .where('k.consumer_key_hash', '=', keyHash),
);

/** SHA-256 of a consumer key, hex: what `api_keys.consumer_key_hash` holds. */
export function hashConsumerKey(consumerKey: string): string {
  return createHash('sha256').update(consumerKey).digest('hex');
}

function sameSecret(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The key pair of a request: `consumer_key`/`consumer_secret` query parameters or HTTP Basic. */
export function presentedCredentials(c: Context): { key: string; secret: string } | undefined {
  const key = c.req.query('consumer_key');
  const secret = c.req.query('consumer_secret');
  if (key !== undefined && secret !== undefined) return { key, secret };
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(c.req.header('authorization') ?? '');
  if (!basic?.[1]) return undefined;
  const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  return { key: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

const authError = (message: string): StoreError =>
  new StoreError(401, 'woocommerce_rest_authentication_error', message);

/**
 * WooCommerce's 401 when a request came without a consumer key, by method (a customer's token
 * counts for nothing on wc/v3, as the customer role lacks the capabilities): `list` for a
 * collection read.
 */
export function cannotAccess(method: string, list = false): StoreError {
  if (READ_METHODS.has(method)) {
    return new StoreError(
      401,
      'woocommerce_rest_cannot_view',
      list ? 'Lo siento, no puedes listar recursos.' : 'Lo siento, no puedes ver este recurso.',
    );
  }
  if (method === 'DELETE') {
    return new StoreError(
      401,
      'woocommerce_rest_cannot_delete',
      'Lo siento, no puedes borrar este recurso.',
    );
  }
  if (method === 'PUT' || method === 'PATCH') {
    return new StoreError(
      401,
      'woocommerce_rest_cannot_edit',
      'Lo siento, no puedes editar este recurso.',
    );
  }
  return new StoreError(
    401,
    'woocommerce_rest_cannot_create',
    'Lo siento, no puedes crear recursos.',
  );
}

/**
 * Checks the request's consumer key as WooCommerce does: `undefined` when none was presented,
 * the key when it is valid and allowed for the method, a 401 `woocommerce_rest_authentication_error`
 * thrown otherwise (unknown key, wrong secret, or a read-only key used to write).
 */
export async function resolveConsumerKey(c: Context, deps: Deps): Promise<ApiKey | undefined> {
  const credentials = presentedCredentials(c);
  if (!credentials) return undefined;
  const [row] = (
    await deps.db.executeQuery(compiledKeyQuery(deps.db, hashConsumerKey(credentials.key)))
  ).rows;
  if (!row) throw authError('La clave de cliente (consumer key) no es válida.');
  if (!sameSecret(credentials.secret, row.consumer_secret)) {
    throw authError('La clave secreta de cliente (consumer secret) no es válida.');
  }
  if (!READ_METHODS.has(c.req.method) && row.permissions === 'read') {
    throw authError('La clave de API proporcionada no tiene permisos de escritura.');
  }
  if (READ_METHODS.has(c.req.method) && row.permissions === 'write') {
    throw authError('La clave de API proporcionada no tiene permisos de lectura.');
  }
  return { userId: row.user_id, role: row.role, permissions: row.permissions };
}

/**
 * Middleware: the route needs a valid consumer key allowed for the request's method; the key is
 * then `c.get('apiKey')`. A bearer token is not a credential here (WooCommerce's customer role
 * may not read or write these resources).
 */
export function requireConsumerKey(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = await resolveConsumerKey(c, deps);
    if (!key) throw cannotAccess(c.req.method, !/\/\d+$/.test(c.req.path));
    c.set('apiKey', key);
    await next();
  };
}
