import { randomUUID } from 'node:crypto';
import { isStoreApiError, isStoreClientError, isStoreTimeoutError } from '@vitrina/api-client';
import { Refused, refusalResponse, storeBusy, STORE_UNREACHABLE, type Refusal } from './answers.js';
import { logStoreFailure } from '../store-refusal-log.js';

/** The store took too long to answer: the shopper may try again. */
export const STORE_TIMED_OUT: Refusal = {
  status: 504,
  code: 'store_timeout',
  message: 'La tienda tardó demasiado en responder. Inténtalo de nuevo en unos segundos.',
};

/**
 * The one answer of the shop's own endpoints (`/api/pedidos`, `/api/cuenta`) to what went
 * wrong: a refusal as decided; the store's fault as 502, or 504 when it was too slow, and its
 * «slow down» as a 429 the shopper waits out; our own
 * fault as a logged 500 with an id the shopper can quote, never dressed as a lost connection (#27).
 */
export function faultResponse(area: string, error: unknown): Response {
  if (error instanceof Refused) return refusalResponse(error.refusal);
  if (isStoreApiError(error) && error.status === 429) {
    logStoreFailure(area, error);
    return refusalResponse(storeBusy(error.retryAfter));
  }
  if (isStoreClientError(error)) {
    logStoreFailure(area, error);
    return refusalResponse(isStoreTimeoutError(error) ? STORE_TIMED_OUT : STORE_UNREACHABLE);
  }
  const requestId = randomUUID().slice(0, 8);
  console.error(`${area} failed [${requestId}]`, error);
  return refusalResponse({
    status: 500,
    code: 'internal_error',
    message: `Algo falló de nuestro lado. Inténtalo de nuevo; si se repite, indícanos el código ${requestId}.`,
    data: { request_id: requestId },
  });
}
