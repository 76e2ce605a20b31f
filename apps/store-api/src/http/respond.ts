import type { Context } from 'hono';

import { isStoreError, internalError, type StoreError } from './errors.js';

/** Sends a StoreError as WordPress's error body, with its status and extra headers. */
export function sendError(c: Context, error: StoreError): Response {
  return c.json(error.toBody(), error.status, error.headers);
}

/**
 * Turns anything a route threw into an answer. StoreErrors are answered as they are; anything
 * else is logged here and answered as the generic 500, so no stack, SQL or path leaks (L1).
 */
export function sendThrown(c: Context, thrown: unknown, log: (error: unknown) => void): Response {
  if (isStoreError(thrown)) return sendError(c, thrown);
  log(thrown);
  return sendError(c, internalError());
}
