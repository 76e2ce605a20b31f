import { addDays, DELIVERY_ZONES, shopDate, SLOT_SERVICES, slotCalendar } from '@vitrina/core';
import { Hono } from 'hono';
import { z } from 'zod';

import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { parseOr } from '../http/validate.js';
import { bookedCounts } from './slot-bookings.js';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Usa fechas AAAA-MM-DD.' });

const SlotsQuerySchema = z
  .object({
    zone: z.enum(DELIVERY_ZONES, { error: 'Zona desconocida.' }),
    service: z.enum(SLOT_SERVICES, { error: 'Servicio desconocido.' }).default('entrega'),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'La fecha final es anterior a la inicial.',
    path: ['to'],
  });

/**
 * `GET wp-json/vitrina/v1/slots?zone=…&service=…&from=…&to=…` (our extension: a real
 * WooCommerce needs a plugin answering the same): each day of the range (from today, up to 62
 * days) with its windows and what remains of each, or why it cannot be booked. Public, as the
 * delivery step reads it before any order exists; never cached, as it changes with every order.
 */
export function slotsRouter(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db, clock } = deps;

  app.get('/slots', async (c) => {
    const query = parseOr(SlotsQuerySchema, c.req.query());
    const now = clock.now();
    const from = query.from ?? shopDate(now);
    const to = query.to ?? addDays(from, 30);
    const last = [to, addDays(from, 61)].sort()[0] ?? to;
    const booked = await bookedCounts(db, query, from, last);
    const days = slotCalendar(from, last, { ...query, now, booked });
    return c.json({ zone: query.zone, service: query.service, days });
  });

  return app;
}
