import { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import {
  StoreApiError,
  StoreNetworkError,
  StoreTimeoutError,
  type FailedRequest,
} from './errors.js';
import { RetryAfterDataSchema, WpErrorSchema } from './errors.schemas.js';

/**
 * A deadline's abort (`AbortSignal.timeout`): the caller's `fetch` or signal bounds the whole
 * answer, body included, and it ran out. A caller's plain abort is an `AbortError`, not this.
 */
export const isDeadline = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'TimeoutError';

/**
 * ky's failure as one of the store's errors: an HTTP answer outside 200–299, a timeout (ky's own
 * or a deadline's) or a network failure. A caller's abort and programming errors stay what they are.
 */
export function toStoreError(
  error: unknown,
  request: FailedRequest,
  timeout: number | undefined,
): unknown {
  if (isHTTPError(error)) return toApiError(error.response, error.data, request);
  if (isTimeoutError(error) || isDeadline(error))
    return new StoreTimeoutError(request, timeout ?? 0, { cause: error });
  if (isNetworkError(error)) return new StoreNetworkError(request, { cause: error });
  return error;
}

function toApiError(response: Response, body: unknown, request: FailedRequest): StoreApiError {
  const parsed = WpErrorSchema.safeParse(typeof body === 'string' ? parseJson(body) : body);
  const error = parsed.success ? parsed.data : undefined;
  const retryAfterData = RetryAfterDataSchema.safeParse(error?.data);
  return new StoreApiError({
    request,
    status: response.status,
    // An HTML page from a gateway (R20) is never used as the message.
    message: error?.message ?? `HTTP ${response.status} ${response.statusText}`.trim(),
    code: error?.code,
    data: error?.data,
    retryAfter:
      parseRetryAfter(response.headers.get('Retry-After')) ??
      (retryAfterData.success ? retryAfterData.data.retry_after : undefined),
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** `Retry-After` is either delay seconds or an HTTP date (RFC 9110 §10.2.3). */
function parseRetryAfter(header: string | null): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}
