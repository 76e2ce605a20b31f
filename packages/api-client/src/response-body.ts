import type { z } from 'zod';
import { isDeadline } from './error-mapping.js';
import {
  StoreNetworkError,
  StoreResponseError,
  StoreTimeoutError,
  schemaMismatch,
  type FailedRequest,
} from './errors.js';

/**
 * A successful answer's body, checked against its schema: a body cut off is a network error, one
 * that outlives the call's deadline a timeout, one that is not JSON or not of the schema's shape
 * a contract mismatch (R19).
 */
export async function readBody<T>(
  response: Response,
  schema: z.ZodType<T>,
  request: FailedRequest,
  timeout: number | undefined,
): Promise<T> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (isDeadline(error)) throw new StoreTimeoutError(request, timeout ?? 0, { cause: error });
    throw new StoreNetworkError(request, { cause: error });
  }
  let body: unknown;
  if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      throw new StoreResponseError({
        request,
        status: response.status,
        reason: 'not_json',
        issues: [{ field: '(body)', message: 'El cuerpo de la respuesta no es JSON válido.' }],
      });
    }
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw schemaMismatch(request, response.status, parsed.error.issues);
}
