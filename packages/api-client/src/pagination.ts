import * as z from 'zod';
import { schemaMismatch } from './errors.js';
import type { StoreHttp, StoreRequest } from './http.js';

/** A page of a WordPress collection, with the totals of its `X-WP-Total*` headers. */
export interface Page<T> {
  items: T[];
  /** `X-WP-Total`: items across every page. */
  total: number;
  /** `X-WP-TotalPages`. */
  totalPages: number;
}

const CountHeaderSchema = z
  .string({ error: 'Falta la cabecera.' })
  .regex(/^\d+$/, { error: 'No es un número entero.' })
  .transform(Number);

const PaginationHeadersSchema = z.object({
  'X-WP-Total': CountHeaderSchema,
  'X-WP-TotalPages': CountHeaderSchema,
});

/** Runs a collection GET and turns WordPress's pagination headers into a {@link Page}. */
export async function requestPage<T>(http: StoreHttp, call: StoreRequest<T[]>): Promise<Page<T>> {
  const response = await http.request(call);
  const headers = PaginationHeadersSchema.safeParse({
    'X-WP-Total': response.headers.get('X-WP-Total') ?? undefined,
    'X-WP-TotalPages': response.headers.get('X-WP-TotalPages') ?? undefined,
  });
  if (!headers.success) {
    throw schemaMismatch(
      { method: call.method, path: call.path },
      response.status,
      headers.error.issues,
      'headers',
    );
  }
  return {
    items: response.data,
    total: headers.data['X-WP-Total'],
    totalPages: headers.data['X-WP-TotalPages'],
  };
}
