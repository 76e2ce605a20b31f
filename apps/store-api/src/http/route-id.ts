import type { Context } from 'hono';

import { noRoute } from './errors.js';

/** The `:id` of a wc/v3 route; anything but 1–10 digits is WordPress's `rest_no_route`. */
export function routeId(c: Context): number {
  const raw = c.req.param('id') ?? '';
  if (!/^\d{1,10}$/.test(raw)) throw noRoute();
  return Number(raw);
}
