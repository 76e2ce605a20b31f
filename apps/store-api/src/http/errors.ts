import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** WordPress's REST error body: `{code, message, data: {status, …}}`. */
export interface StoreErrorBody {
  code: string;
  message: string;
  data: { status: number } & Record<string, unknown>;
}

/**
 * An error the store answers on purpose. Throw it anywhere inside a route; the app's error
 * handler turns it into WordPress's error body with its status.
 */
export class StoreError extends Error {
  override readonly name = 'StoreError';
  readonly code: string;
  readonly status: ContentfulStatusCode;
  readonly data: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    code: string,
    message: string,
    options: { data?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.data = options.data ?? {};
    this.headers = options.headers ?? {};
  }

  /** The JSON body WordPress would send for this error. */
  toBody(): StoreErrorBody {
    return { code: this.code, message: this.message, data: { ...this.data, status: this.status } };
  }
}

/** Narrows any thrown value to a StoreError, across module copies. */
export function isStoreError(value: unknown): value is StoreError {
  return value instanceof Error && value.name === 'StoreError' && 'toBody' in value;
}

/** The answer for anything unexpected: no stack, SQL or path ever leaves the store (L1). */
export const internalError = (): StoreError =>
  new StoreError(500, 'internal_error', 'Ocurrió un error inesperado. Inténtalo de nuevo.');

/** WordPress's answer for a path or method no route serves, in Spanish. */
export const noRoute = (): StoreError =>
  new StoreError(
    404,
    'rest_no_route',
    'No se encontró ninguna ruta que coincida con la URL y el método de la solicitud.',
  );
