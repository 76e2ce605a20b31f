import type { RetryOptions } from 'ky';
import type { StoreRequest } from './store-request.js';

/** Automatic retries. They apply to GETs only, plus calls that carry an idempotency key. */
export interface StoreRetryOptions {
  /** Retries after the first attempt. */
  limit: number;
  /** Longest back-off between attempts, in ms (default 8000). The delay doubles from 1 s, with jitter. */
  backoffLimit?: number | undefined;
  /** Longest wait honoured from a `Retry-After` header, in ms (default 30000). */
  maxRetryAfter?: number | undefined;
}

/** The retry options with their defaults filled in. */
export interface RetryPolicy {
  limit: number;
  backoffLimit: number;
  maxRetryAfter: number;
}

const RETRY_STATUS_CODES = [408, 429, 500, 502, 503, 504];
const RETRY_AFTER_STATUS_CODES = [429, 503];
const DEFAULT_BACKOFF_LIMIT_MS = 8000;
const DEFAULT_MAX_RETRY_AFTER_MS = 30_000;

/** The client's retry option as a policy; none, or a limit of zero, is no retries at all. */
export function normaliseRetry(
  retry: number | StoreRetryOptions | undefined,
): RetryPolicy | undefined {
  const policy = typeof retry === 'number' ? { limit: retry } : retry;
  if (policy === undefined || policy.limit <= 0) return undefined;
  return {
    limit: policy.limit,
    backoffLimit: policy.backoffLimit ?? DEFAULT_BACKOFF_LIMIT_MS,
    maxRetryAfter: policy.maxRetryAfter ?? DEFAULT_MAX_RETRY_AFTER_MS,
  };
}

/** ky's retry options for one call under the client's policy. */
export function retryFor(
  call: Pick<StoreRequest<unknown>, 'method' | 'idempotent'>,
  policy: RetryPolicy | undefined,
): RetryOptions | number {
  // A mutation is retried only when an idempotency key makes a replay harmless (H1, R8).
  if (policy === undefined || (call.method !== 'GET' && call.idempotent !== true)) return 0;
  return {
    limit: policy.limit,
    methods: [call.method.toLowerCase()],
    statusCodes: RETRY_STATUS_CODES,
    afterStatusCodes: RETRY_AFTER_STATUS_CODES,
    retryOnTimeout: true,
    jitter: true,
    delay: (attempt) => 1000 * 2 ** (attempt - 1),
    backoffLimit: policy.backoffLimit,
    maxRetryAfter: policy.maxRetryAfter,
  };
}
