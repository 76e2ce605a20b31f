import { Hono } from 'hono';

import type { Deps } from '../deps.js';
import { requireConsumerKey } from '../http/consumer-auth.js';
import type { AppEnv } from '../http/env.js';
import { StoreError } from '../http/errors.js';
import { itemLinks } from '../http/item-links.js';
import { offeredGateways, type Gateway } from './gateways.js';

function setting(id: string, label: string, type: string, value: string) {
  return { id, label, description: '', type, value, default: '', tip: '', placeholder: '' };
}

function gatewayView(gateway: Gateway, index: number, origin: string) {
  return {
    id: gateway.id,
    title: gateway.title,
    description: gateway.description,
    order: index,
    enabled: true,
    method_title: gateway.methodTitle,
    method_description: gateway.methodDescription,
    method_supports: ['products'],
    settings: {
      title: setting('title', 'Título', 'text', gateway.title),
      instructions: setting('instructions', 'Instrucciones', 'textarea', gateway.instructions),
      // Deposits are a plugin's setting on WooCommerce; the shop reads it to offer «abono» (G9).
      partial_payment: setting(
        'partial_payment',
        'Permitir abono',
        'checkbox',
        gateway.allowsPartialPayment ? 'yes' : 'no',
      ),
    },
    _links: itemLinks(origin, 'wc/v3/payment_gateways', gateway.id),
  };
}

/** WooCommerce v3 `payment_gateways` (not paginated, as in WooCommerce). */
export function paymentRouter(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const gateways = offeredGateways(deps.config);
  app.use('/payment_gateways', requireConsumerKey(deps));
  app.use('/payment_gateways/*', requireConsumerKey(deps));
  app.get('/payment_gateways', (c) => {
    const origin = new URL(c.req.url).origin;
    return c.json(gateways.map((gateway, index) => gatewayView(gateway, index, origin)));
  });
  app.get('/payment_gateways/:id', (c) => {
    const index = gateways.findIndex((gateway) => gateway.id === c.req.param('id'));
    const gateway = gateways[index];
    if (!gateway) {
      throw new StoreError(
        404,
        'woocommerce_rest_payment_gateway_invalid',
        'Recurso no encontrado.',
      );
    }
    return c.json(gatewayView(gateway, index, new URL(c.req.url).origin));
  });
  return app;
}
