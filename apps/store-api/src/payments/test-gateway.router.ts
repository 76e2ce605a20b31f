import { formatMoney } from '@vitrina/core';
import { Hono, type Context } from 'hono';
import { z } from 'zod';

import { storefrontLink } from '../account/account-emails.js';
import type { Deps } from '../deps.js';
import { escapeHtml } from '../escape-html.js';
import type { AppEnv } from '../http/env.js';
import { noRoute } from '../http/errors.js';
import { parseOr } from '../http/validate.js';
import { mailStatusChange } from '../order-mails/order-mailer.js';
import { payableOrder, paymentDue, settlePayment } from './test-gateway.js';

const PayQuerySchema = z.object({
  key: z.string().regex(/^wc_order_[\w-]{1,64}$/),
  outcome: z.enum(['approve', 'decline', 'cancel']).optional(),
});

/**
 * A stand-in for a hosted card page (D5): the shop redirects here, the shopper approves or
 * declines, and the gateway sends them back to `/pedido-confirmado`. It never asks for a card.
 */
export function testGatewayRouter(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db, clock, config } = deps;
  // Switched off, the page does not exist: nobody approves their own payment in production (B7).
  if (!config.testGateway) return app;

  const orderOf = async (c: Context) => {
    const raw = c.req.param('id') ?? '';
    if (!/^\d{1,10}$/.test(raw)) throw noRoute();
    const query = parseOr(PayQuerySchema, c.req.query(), {
      message: 'El enlace de pago no es válido.',
    });
    return { order: await payableOrder(db, Number(raw), query.key), query };
  };

  const backToShop = (order: { id: number; order_key: string }, status: string) =>
    storefrontLink(config.storefrontUrl, '/pedido-confirmado', {
      order_id: String(order.id),
      key: order.order_key,
      status,
    });

  app.get('/:id', async (c) => {
    const { order } = await orderOf(c);
    // Paid, or let go after the hold: the shop's page says which (a link from an old e-mail).
    if (
      order.status !== 'pending' &&
      order.status !== 'failed' &&
      order.status !== 'partially-paid'
    ) {
      return c.redirect(backToShop(order, order.status), 303);
    }
    const due = paymentDue(order);
    const action = (outcome: string) =>
      escapeHtml(
        `/pasarela-prueba/${order.id}?key=${encodeURIComponent(order.order_key)}&outcome=${outcome}`,
      );
    // The form's answer redirects to the shop, and form-action covers redirects too.
    c.header(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${config.storefrontOrigin}`,
    );
    c.header('Referrer-Policy', 'no-referrer');
    return c.html(`<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Pasarela de pago de prueba</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}button{font-size:1rem;padding:.6rem 1.2rem;margin-right:.5rem}</style></head>
<body><h1>Pasarela de pago de prueba</h1>
<p>Pedido #${String(order.id)}: ${escapeHtml(formatMoney(due.amountCents))}${due.isDeposit ? ' (anticipo)' : ''}.</p>
<p>Esta pasarela no cobra dinero real ni pide datos de tarjeta.</p>
<form method="post" action="${action('approve')}"><button type="submit">Aprobar pago</button></form>
<form method="post" action="${action('decline')}"><button type="submit">Rechazar pago</button></form>
<form method="post" action="${action('cancel')}"><button type="submit">Cancelar y volver a la tienda</button></form>
</body></html>`);
  });

  app.post('/:id', async (c) => {
    const { order, query } = await orderOf(c);
    // Leaving the page settles nothing: the order waits, payable, until its hold runs out.
    if (query.outcome === 'cancel') return c.redirect(backToShop(order, 'cancelled'), 303);
    const status = await db
      .transaction()
      .execute((trx) => settlePayment(trx, order, query.outcome === 'approve', clock.now()));
    await mailStatusChange(deps, { orderId: order.id, from: order.status, to: status });
    return c.redirect(backToShop(order, status), 303);
  });

  return app;
}
