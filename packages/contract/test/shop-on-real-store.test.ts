import { formatMoney } from '@vitrina/core';
import { afterAll, beforeAll, describe, expect, inject, test, vi } from 'vitest';
import * as z from 'zod';

import { buyAndReadLines } from '../../../apps/storefront/test/support/variation-purchase.js';
import { idOf } from './cases/checkout.js';
import { TV } from './cases/variations.js';
import { startShopProcess, type ShopProcess } from './support/shop-process.js';
import { contractTargets } from './support/targets.js';

const { real } = contractTargets();
/** The shop's `WC_WEBHOOK_SECRET`, given to WooCommerce with each webhook. */
const WEBHOOK_SECRET = 'secreto-de-los-webhooks-del-contrato';

let shop: ShopProcess | undefined;
let shopUrl = '';

/**
 * The shop server pointed at the real store's https front with the read key; the store's
 * certificate is trusted the way an operator would, with NODE_EXTRA_CA_CERTS.
 */
beforeAll(async () => {
  shop = await startShopProcess({
    NODE_EXTRA_CA_CERTS: inject('contractStores').real.caPath,
    STORE_URL: real.settings.keyedUrl,
    WC_CONSUMER_KEY: real.settings.readKey.key,
    WC_CONSUMER_SECRET: real.settings.readKey.secret,
    // The checkout's key: a variation bought through /api/pedidos (issue 29).
    WC_WRITE_CONSUMER_KEY: real.settings.writeKey.key,
    WC_WRITE_CONSUMER_SECRET: real.settings.writeKey.secret,
    WC_WEBHOOK_SECRET: WEBHOOK_SECRET,
    // An hour: within a test, only a webhook can make a change show.
    CATALOGUE_CACHE_MAX_AGE: '3600',
  });
  shopUrl = shop.url;
});

afterAll(() => {
  shop?.stop();
});

describe('el servidor de la tienda contra el WooCommerce real (https, clave de lectura por Basic)', () => {
  test('el proxy sirve el catálogo del WooCommerce real', async () => {
    const response = await fetch(
      `${shopUrl}/wp-json/wc/v3/products?category=194&per_page=50&orderby=title&order=asc`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('x-wp-total')).not.toBeNull();
    const products = (await response.json()) as { sku: string }[];
    const direct = await real.reader.products.list({
      category: 194,
      per_page: 50,
      orderby: 'title',
      order: 'asc',
    });
    expect(products.map((product) => product.sku)).toEqual(direct.items.map((item) => item.sku));
    expect(products.length).toBeGreaterThan(0);
  });

  test('la página de una categoría del spec se sirve con el id del spec', async () => {
    const response = await fetch(`${shopUrl}/aires-acondicionados/mini-split`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/<h1[^>]*>Mini split<\/h1>/);
  });
});

const CreatedSchema = z.object({ id: z.number(), slug: z.string() });

/** A call with the write key that must succeed; its JSON answer. */
async function write(method: string, route: string, json?: unknown): Promise<unknown> {
  const answer = await real.raw(method, route, { auth: 'write', json });
  expect(answer.status, `${method} ${route}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body;
}

/** Waits (bounded) for the shop to show what the webhook made it drop; fails with the last text. */
async function shows(path: string, expected: (page: Response, text: string) => void) {
  await vi.waitFor(
    async () => {
      const page = await fetch(`${shopUrl}${path}`);
      expected(page, await page.text());
    },
    { timeout: 15_000, interval: 100 },
  );
}

describe('los webhooks del WooCommerce real vacían la caché del catálogo del servidor de la tienda', () => {
  const NAME = 'Nevera del contrato de webhooks';
  const webhooks: number[] = [];
  let product: z.infer<typeof CreatedSchema> | undefined;
  const productOf = () => {
    if (product === undefined) throw new Error('el producto no se creó');
    return product;
  };
  const search = `/wp-json/wc/v3/products?search=${encodeURIComponent(NAME)}`;

  // WooCommerce delivers to the shop's endpoint, on loopback, signed with the shop's secret.
  beforeAll(async () => {
    for (const topic of ['product.created', 'product.updated', 'product.deleted']) {
      const created = CreatedSchema.pick({ id: true }).parse(
        await write('POST', 'wc/v3/webhooks', {
          topic,
          delivery_url: `${shopUrl}/webhooks/woocommerce`,
          secret: WEBHOOK_SECRET,
        }),
      );
      webhooks.push(created.id);
    }
    // WooCommerce pings each new webhook (unsigned, `webhook_id=<id>`) before answering: the
    // shop acknowledged it, or the store's admin would show the owner an error.
    expect(shop?.output()).not.toContain('refused a store webhook');
  });

  afterAll(async () => {
    // The other files share the store: no webhook to a stopped shop, no leftover product.
    for (const id of webhooks) await write('DELETE', `wc/v3/webhooks/${String(id)}?force=true`);
    if (product !== undefined) {
      await real.raw('DELETE', `wc/v3/products/${String(product.id)}?force=true`, {
        auth: 'write',
      });
    }
  });

  test('un producto creado aparece en una búsqueda que la tienda ya tenía guardada', async () => {
    const before = (await (await fetch(`${shopUrl}${search}`)).json()) as unknown[];
    expect(before).toEqual([]);
    product = CreatedSchema.parse(
      await write('POST', 'wc/v3/products', { name: NAME, regular_price: '31234' }),
    );
    await shows(search, (_page, text) => expect(text).toContain(NAME));
  });

  test('la búsqueda de la tienda lo encuentra por un sinónimo tras el webhook (issue 38)', async () => {
    await vi.waitFor(
      async () => expect(await searchNames('refrigeradores contrato')).toContain(NAME),
      {
        timeout: 15_000,
        interval: 100,
      },
    );
  });

  test('un precio cambiado en WooCommerce se ve en la página del producto tras un webhook', async () => {
    const { id, slug } = productOf();
    const path = `/producto/${slug}`;
    const warm = await (await fetch(`${shopUrl}${path}`)).text();
    expect(warm).toContain(formatMoney(3_123_400));
    await write('PUT', `wc/v3/products/${String(id)}`, { regular_price: '32345' });
    await shows(path, (page, text) => {
      expect(page.status).toBe(200);
      expect(text).toContain(formatMoney(3_234_500));
      expect(text).not.toContain(formatMoney(3_123_400));
    });
  });

  test('A5/A7: una variación de un producto pasado a borrador deja de leerse por el proxy tras el webhook', async () => {
    const tv = idOf(real, TV);
    const byId = `/wp-json/wc/v3/products/${String(idOf(real, `${TV}-50`))}`;
    const list = `/wp-json/wc/v3/products/${String(tv)}/variations`;
    const unknown = await (await fetch(`${shopUrl}/wp-json/wc/v3/products/987654321`)).text();
    // Kept by the shop for an hour…
    expect((await fetch(`${shopUrl}${byId}`)).status).toBe(200);
    expect(await (await fetch(`${shopUrl}${list}`)).json()).toHaveLength(3);
    await write('PUT', `wc/v3/products/${String(tv)}`, { status: 'draft' });
    try {
      // …until WooCommerce's webhook says the TV is a draft: then it is a product that does not exist.
      await shows(byId, (page, text) => {
        expect(page.status).toBe(404);
        expect(text).toBe(unknown);
      });
      await shows(list, (_page, text) => expect(JSON.parse(text)).toEqual([]));
    } finally {
      await write('PUT', `wc/v3/products/${String(tv)}`, { status: 'publish' });
    }
    await shows(byId, (page) => expect(page.status).toBe(200));
  });

  test('un producto enviado a la papelera deja de tener página tras un webhook', async () => {
    const { id, slug } = productOf();
    // WooCommerce sends product.deleted when a product goes to the trash (not on force=true).
    await write('DELETE', `wc/v3/products/${String(id)}`);
    await shows(`/producto/${slug}`, (page) => expect(page.status).toBe(404));
    // The search lost it at once with the same webhook.
    expect(await searchNames('nevera contrato')).not.toContain(NAME);
  });
});

/** The names the shop's search (`/api/buscar`) answers for `q`, in order. */
async function searchNames(q: string): Promise<string[]> {
  const response = await fetch(`${shopUrl}/api/buscar?${new URLSearchParams({ q }).toString()}`);
  expect(response.status).toBe(200);
  const { items } = z
    .object({ items: z.array(z.object({ name: z.string() })) })
    .parse(await response.json());
  return items.map((item) => item.name);
}

describe('la búsqueda de la tienda delante del WooCommerce real (issue 38)', () => {
  test('entiende lo mismo que delante de la tienda embebida: errores, BTU y toneladas', async () => {
    const gree = 'Aire acondicionado mini split Gree inverter 18,000 BTU';
    expect((await searchNames('aire gree 18000 btu'))[0]).toBe(gree);
    expect((await searchNames('gre 1.5 toneladas'))[0]).toBe(gree);
    expect((await searchNames('innovar 9,000'))[0]).toBe(
      'Aire acondicionado mini split Innovair convencional 9,000 BTU',
    );
  });
});

describe('una variación comprada por /api/pedidos en el WooCommerce real (issue 29)', () => {
  // WooCommerce keeps a variation's product and options on the order's line (`parent_name`,
  // `meta_data`); the shop shows them apart, not the line's joined name.
  test('el resumen, la confirmación y la factura nombran el producto y sus opciones', async () => {
    // The 50" size: the shared cases count the 55"'s stock.
    const seen = await buyAndReadLines(
      shopUrl,
      idOf(real, `${TV}-50`),
      `tv50.${String(Date.now())}@example.do`,
    );
    const line = {
      name: 'Televisor Samsung Crystal UHD Smart TV',
      options: [{ label: 'Tamaño de pantalla', value: '50"' }],
      quantity: 1,
    };
    expect(seen).toEqual({ review: [line], confirmed: [line], invoice: [line] });
  });
});

describe('las sesiones de un cliente en el WooCommerce real, a través de la tienda (#34)', () => {
  const shopCall = (path: string, token: string, init: RequestInit = {}) =>
    fetch(`${shopUrl}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
  const signInThroughShop = async () => {
    const { email, password } = real.settings.customer;
    const answer = await fetch(`${shopUrl}/wp-json/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    return z.object({ results: z.object({ token: z.string() }) }).parse(await answer.json()).results
      .token;
  };

  test('B6: cerrar sesión en un dispositivo cierra al instante la del otro en /api/cuenta', async () => {
    const phone = await signInThroughShop();
    const laptop = await signInThroughShop();
    const account = async (token: string) => (await shopCall('/api/cuenta', token)).status;
    expect([await account(phone), await account(laptop)]).toEqual([200, 200]);
    const logout = await shopCall('/wp-json/api/v1/logout', laptop, { method: 'POST' });
    expect(logout.status).toBe(200);
    expect([await account(phone), await account(laptop)]).toEqual([401, 401]);
  });
});
