import { centsToDecimal } from '@vitrina/core';
import { Hono } from 'hono';

import type { Deps } from '../deps.js';
import { requireConsumerKey } from '../http/consumer-auth.js';
import type { AppEnv } from '../http/env.js';
import { noRoute, StoreError } from '../http/errors.js';
import { itemLinks } from '../http/item-links.js';

const METHOD_TITLES: Record<string, { title: string; description: string }> = {
  flat_rate: { title: 'Tarifa fija', description: 'Cobra una tarifa fija por el envío.' },
  free_shipping: {
    title: 'Envío gratuito',
    description: 'El envío gratuito se activa a partir de un importe mínimo.',
  },
  local_pickup: { title: 'Recogida local', description: 'El cliente recoge el pedido en tienda.' },
};

function setting(id: string, label: string, type: string, value: string) {
  return { id, label, description: '', type, value, default: '', tip: '', placeholder: '' };
}

const invalidZone = (): StoreError =>
  new StoreError(404, 'woocommerce_rest_shipping_zone_invalid', 'Recurso no encontrado.');

/** WooCommerce v3 shipping zones and their methods (read only). */
export function shippingRouter(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  app.use('/shipping/*', requireConsumerKey(deps));

  const zoneView = (zone: { id: number; name: string; zone_order: number }, origin: string) => ({
    id: zone.id,
    name: zone.name,
    order: zone.zone_order,
    _links: {
      ...itemLinks(origin, 'wc/v3/shipping/zones', zone.id),
      describedby: [{ href: `${origin}/wp-json/wc/v3/shipping/zones/${zone.id}/locations` }],
    },
  });

  const zoneId = (raw: string | undefined): number => {
    if (!/^\d{1,10}$/.test(raw ?? '')) throw noRoute();
    return Number(raw);
  };

  /** The zone named in the path, or WooCommerce's 404 for an unknown one. */
  const requireZone = async (raw: string | undefined) => {
    const zone = await db
      .selectFrom('shipping_zones')
      .selectAll()
      .where('id', '=', zoneId(raw))
      .executeTakeFirst();
    if (!zone) throw invalidZone();
    return zone;
  };

  app.get('/shipping/zones', async (c) => {
    const zones = await db.selectFrom('shipping_zones').selectAll().orderBy('zone_order').execute();
    const origin = new URL(c.req.url).origin;
    return c.json(zones.map((zone) => zoneView(zone, origin)));
  });

  app.get('/shipping/zones/:id', async (c) => {
    const zone = await requireZone(c.req.param('id'));
    return c.json(zoneView(zone, new URL(c.req.url).origin));
  });

  app.get('/shipping/zones/:id/locations', async (c) => {
    const { id } = await requireZone(c.req.param('id'));
    const locations = await db
      .selectFrom('shipping_zone_locations')
      .select('code')
      .where('zone_id', '=', id)
      .orderBy('code')
      .execute();
    return c.json(
      locations.map((location) => ({
        code: location.code,
        type: location.code.includes(':') ? 'state' : 'country',
      })),
    );
  });

  app.get('/shipping/zones/:id/methods', async (c) => {
    const { id } = await requireZone(c.req.param('id'));
    const methods = await db
      .selectFrom('shipping_methods')
      .selectAll()
      .where('zone_id', '=', id)
      .orderBy('method_order')
      .execute();
    const origin = new URL(c.req.url).origin;
    return c.json(
      methods.map((method) => {
        const kind = METHOD_TITLES[method.method_id] ?? {
          title: method.method_id,
          description: '',
        };
        const settings: Record<string, ReturnType<typeof setting>> = {
          title: setting('title', 'Título', 'text', method.title),
        };
        if (method.method_id === 'flat_rate') {
          settings.cost = setting('cost', 'Costo', 'text', centsToDecimal(method.cost_cents));
        }
        // WooCommerce's local pickup has a cost setting too, empty when pickup is free.
        if (method.method_id === 'local_pickup') {
          settings.cost = setting(
            'cost',
            'Costo',
            'text',
            method.cost_cents > 0 ? centsToDecimal(method.cost_cents) : '',
          );
        }
        if (method.method_id === 'free_shipping') {
          settings.requires = setting('requires', 'Requiere', 'select', 'min_amount');
          settings.min_amount = setting(
            'min_amount',
            'Importe mínimo del pedido',
            'price',
            centsToDecimal(method.min_amount_cents),
          );
        }
        return {
          id: method.instance_id,
          instance_id: method.instance_id,
          title: method.title,
          order: method.method_order,
          enabled: method.enabled === 1,
          method_id: method.method_id,
          method_title: kind.title,
          method_description: kind.description,
          settings,
          _links: {
            ...itemLinks(origin, `wc/v3/shipping/zones/${id}/methods`, method.instance_id),
            describes: [{ href: `${origin}/wp-json/wc/v3/shipping/zones/${id}` }],
          },
        };
      }),
    );
  });

  return app;
}
