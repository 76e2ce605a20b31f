import { describe, expect, test } from 'vitest';

import { stockAtLeast } from './support/agenda-orders.js';
import { contractTargets } from './support/targets.js';

const { real } = contractTargets();

/** The three facts of issue 12, on the real WooCommerce: what the shop's own code must respect. */
describe('WooCommerce real: lo que la tienda no puede dar por hecho', () => {
  test('wc/v3 rechaza la clave y el secreto en la query sobre http (y acepta Basic sobre https)', async () => {
    const { key, secret } = real.settings.readKey;
    const query = new URLSearchParams({ consumer_key: key, consumer_secret: secret });
    const overHttp = await fetch(
      `${real.settings.openUrl}/wp-json/wc/v3/products?${query.toString()}`,
    );
    expect(overHttp.status).toBe(401);
    await overHttp.body?.cancel();
    const basicOverHttp = await real.raw('GET', 'wc/v3/products', { via: 'open', auth: 'read' });
    expect(basicOverHttp.status).toBe(401);
    const basicOverHttps = await real.raw('GET', 'wc/v3/products', { auth: 'read' });
    expect(basicOverHttps.status).toBe(200);
  });

  test('el JWT de un cliente no crea pedidos wc/v3 ni lee clientes', async () => {
    const token = await real.signIn();
    const order = await real.raw('POST', 'wc/v3/orders', {
      via: 'open',
      auth: { bearer: token },
      json: { line_items: [{ product_id: real.ids.products['GRE-1012'], quantity: 1 }] },
    });
    expect([401, 403]).toContain(order.status);
    const customers = await real.raw('GET', 'wc/v3/customers', {
      via: 'open',
      auth: { bearer: token },
    });
    expect([401, 403]).toContain(customers.status);
    // The same token is good for the customer's own CoCart cart.
    const cart = await real.raw('GET', 'cocart/v2/cart', { via: 'open', auth: { bearer: token } });
    expect(cart.status).toBe(200);
  });

  test('wc/v3 guarda el total de línea que le mandan: RD$49,900 queda en 1.00', async () => {
    const miniSplit = real.ids.products['GRE-1012'] ?? 0;
    await stockAtLeast(real, miniSplit, 1);
    const created = await real.raw('POST', 'wc/v3/orders', {
      auth: 'write',
      json: {
        payment_method: 'bacs',
        line_items: [{ product_id: miniSplit, quantity: 1, total: '1.00' }],
      },
    });
    expect(created.status).toBe(201);
    const order = created.body as { id: number; total: string };
    expect(order.total).toBe('1.00');
    const stored = await real.raw('GET', `wc/v3/orders/${String(order.id)}`, { auth: 'read' });
    expect((stored.body as { total: string }).total).toBe('1.00');
  });
});
