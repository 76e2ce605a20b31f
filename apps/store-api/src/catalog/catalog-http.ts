import type { Context } from 'hono';

import type { AppEnv } from '../http/env.js';
import { StoreError } from '../http/errors.js';
import { PathIdSchema } from './product-query.schemas.js';

/** WooCommerce's 404 for a product that does not exist or that the caller may not see. */
export const invalidProductId = (): StoreError =>
  new StoreError(404, 'woocommerce_rest_product_invalid_id', 'ID no válido.');

/** WooCommerce's 404 for a category, tag, attribute or term that does not exist. */
export const invalidTermId = (): StoreError =>
  new StoreError(404, 'woocommerce_rest_term_invalid', 'El recurso no existe.');

/** WordPress's page count headers of a list. */
export function setPageHeaders(c: Context, total: number, perPage: number): void {
  c.header('X-WP-Total', String(total));
  c.header('X-WP-TotalPages', String(Math.ceil(total / perPage)));
}

/** Whether the request's consumer key is an administrator's: it sees and edits every product. */
export function isAdministrator(c: Context<AppEnv>): boolean {
  return c.get('apiKey')?.role === 'administrator';
}

/** A numeric id from the path; anything else is the resource's own 404. */
export function pathId(c: Context, name: string, notFound: () => StoreError): number {
  const parsed = PathIdSchema.safeParse(c.req.param(name));
  if (!parsed.success) throw notFound();
  return parsed.data;
}
