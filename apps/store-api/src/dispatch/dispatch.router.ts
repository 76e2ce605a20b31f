import { shopDate } from '@vitrina/core';
import { Hono } from 'hono';
import * as z from 'zod';

import type { Deps } from '../deps.js';
import { requireConsumerKey } from '../http/consumer-auth.js';
import type { AppEnv } from '../http/env.js';
import { StoreError } from '../http/errors.js';
import { parseOr } from '../http/validate.js';
import { dispatchList } from './dispatch-list.js';

const DispatchQuerySchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Usa fechas AAAA-MM-DD.' })
    .optional(),
});

/**
 * `wc-vitrina/v1/dispatch?date=AAAA-MM-DD` (today's, in Santo Domingo, without a date): the
 * dispatch list for the owner's key only, as the plugin answers it to a shop manager's; the
 * shop server's keys never read it.
 */
export function dispatchRouter(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/dispatch', requireConsumerKey(deps));
  app.get('/dispatch', async (c) => {
    if (c.get('apiKey')?.role !== 'administrator') {
      throw new StoreError(
        403,
        'woocommerce_rest_cannot_view',
        'Lo siento, no puedes ver este recurso.',
      );
    }
    const query = parseOr(DispatchQuerySchema, c.req.query());
    const date = query.date ?? shopDate(deps.clock.now());
    return c.json({ date, visits: await dispatchList(deps.db, date) });
  });
  return app;
}
