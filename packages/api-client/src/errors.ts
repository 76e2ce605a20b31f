import { hasErrorName } from '@vitrina/core';

/** HTTP methods the store client sends. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The request an error belongs to. `path` never carries the query string, so no secret leaks. */
export interface FailedRequest {
  readonly method: HttpMethod;
  readonly path: string;
}

/**
 * The store answered with a status outside 200–299.
 *
 * `message` is the server's own message (WooCommerce, CoCart and the account API send Spanish
 * text meant for the shopper on 400s); when the body is not a JSON error (an HTML page from a
 * gateway, R20) it is a short technical text, never the page itself.
 */
export class StoreApiError extends Error {
  override readonly name = 'StoreApiError';
  /** HTTP status of the answer. */
  readonly status: number;
  /** WooCommerce/CoCart/JWT error code (`woocommerce_rest_product_invalid_id`, `jwt_auth_invalid_token`…), when the body had one. */
  readonly code: string | undefined;
  /** The `data` member of the error body (WordPress puts `status` and extra details there). */
  readonly data: unknown;
  /** Seconds the server asked us to wait (`Retry-After` or `data.retry_after`), when it said so. */
  readonly retryAfter: number | undefined;
  readonly method: HttpMethod;
  readonly path: string;

  constructor(init: {
    request: FailedRequest;
    status: number;
    message: string;
    code: string | undefined;
    data: unknown;
    retryAfter: number | undefined;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.data = init.data;
    this.retryAfter = init.retryAfter;
    this.method = init.request.method;
    this.path = init.request.path;
  }
}

/** The request never got an answer: the store is down, the connection was refused or reset, or the device is offline. */
export class StoreNetworkError extends Error {
  override readonly name = 'StoreNetworkError';
  readonly method: HttpMethod;
  readonly path: string;

  constructor(request: FailedRequest, options: { cause: unknown }) {
    super(`No se pudo conectar con la tienda (${request.method} ${request.path})`, options);
    this.method = request.method;
    this.path = request.path;
  }
}

/** The store did not answer within the client's `timeout`. */
export class StoreTimeoutError extends Error {
  override readonly name = 'StoreTimeoutError';
  readonly method: HttpMethod;
  readonly path: string;
  /** The timeout that expired, in milliseconds. */
  readonly timeout: number;

  constructor(request: FailedRequest, timeout: number, options: { cause: unknown }) {
    super(`La tienda no respondió en ${timeout} ms (${request.method} ${request.path})`, options);
    this.method = request.method;
    this.path = request.path;
    this.timeout = timeout;
  }
}

/** One mismatch between an answer and its schema. */
export interface ResponseIssue {
  /** Dotted path of the field, e.g. `items.0.quantity.value`; `(body)` for the whole body. */
  readonly field: string;
  readonly message: string;
}

/**
 * A 2xx answer that is not what the contract says (schema drift, R19): not JSON, empty, or
 * a JSON body whose `field` has the wrong shape.
 */
export class StoreResponseError extends Error {
  override readonly name = 'StoreResponseError';
  readonly method: HttpMethod;
  readonly path: string;
  readonly status: number;
  /** `not_json` when the body could not be read as JSON, `schema` when a field did not match. */
  readonly reason: 'not_json' | 'schema';
  /** The first failing field, as in {@link ResponseIssue.field}. */
  readonly field: string;
  /** Every mismatch found, first one first. */
  readonly issues: readonly ResponseIssue[];

  constructor(init: {
    request: FailedRequest;
    status: number;
    reason: 'not_json' | 'schema';
    issues: readonly [ResponseIssue, ...ResponseIssue[]];
  }) {
    const [first] = init.issues;
    super(
      `Respuesta inesperada de ${init.request.method} ${init.request.path}: ${first.field}: ${first.message}`,
    );
    this.method = init.request.method;
    this.path = init.request.path;
    this.status = init.status;
    this.reason = init.reason;
    this.field = first.field;
    this.issues = init.issues;
  }
}

/** Every error the store client throws on purpose. */
export type StoreClientError =
  StoreApiError | StoreNetworkError | StoreTimeoutError | StoreResponseError;

/** True for a {@link StoreApiError}, from any copy of this package. */
export function isStoreApiError(error: unknown): error is StoreApiError {
  return hasErrorName(error, 'StoreApiError');
}

/** True for a {@link StoreNetworkError}, from any copy of this package. */
export function isStoreNetworkError(error: unknown): error is StoreNetworkError {
  return hasErrorName(error, 'StoreNetworkError');
}

/** True for a {@link StoreTimeoutError}, from any copy of this package. */
export function isStoreTimeoutError(error: unknown): error is StoreTimeoutError {
  return hasErrorName(error, 'StoreTimeoutError');
}

/** True for a {@link StoreResponseError}, from any copy of this package. */
export function isStoreResponseError(error: unknown): error is StoreResponseError {
  return hasErrorName(error, 'StoreResponseError');
}

/** True for any error of the store client's family. */
export function isStoreClientError(error: unknown): error is StoreClientError {
  return (
    isStoreApiError(error) ||
    isStoreNetworkError(error) ||
    isStoreTimeoutError(error) ||
    isStoreResponseError(error)
  );
}

/**
 * True when the store could not serve the request at all (no answer, a timeout, or its own
 * 5xx): not the shopper's fault nor a missing record, and worth trying again later.
 */
export function isStoreUnavailable(error: unknown): boolean {
  return (
    isStoreNetworkError(error) ||
    isStoreTimeoutError(error) ||
    (isStoreApiError(error) && error.status >= 500)
  );
}

/** Builds the {@link StoreResponseError} for schema issues (zod's `issues`), naming each field. */
export function schemaMismatch(
  request: FailedRequest,
  status: number,
  issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[],
  prefix?: string,
): StoreResponseError {
  const fields = issues.map((issue): ResponseIssue => ({
    field:
      [prefix, ...issue.path.map(String)].filter((part) => part !== undefined).join('.') ||
      '(body)',
    message: issue.message,
  }));
  const [first = { field: prefix ?? '(body)', message: 'No coincide con el esquema.' }, ...rest] =
    fields;
  return new StoreResponseError({ request, status, reason: 'schema', issues: [first, ...rest] });
}
