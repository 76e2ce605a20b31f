import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';

import { contractTargets } from './support/targets.js';

const { real } = contractTargets();
const STOREFRONT = fileURLToPath(new URL('../../../apps/storefront/', import.meta.url));

let shop: ChildProcess | undefined;
let shopUrl = '';

/**
 * The shop server as production runs it (`server/main.ts` on the build), pointed at the real
 * store's https front with the read key; the store's certificate is trusted the way an operator
 * would, with NODE_EXTRA_CA_CERTS, and nothing in the shop's code knows it is a test.
 */
beforeAll(async () => {
  const child = spawn(`${STOREFRONT}node_modules/.bin/tsx`, ['server/main.ts'], {
    cwd: STOREFRONT,
    env: {
      ...process.env,
      NODE_EXTRA_CA_CERTS: inject('contractStores').real.caPath,
      PORT: '0',
      HOST: '127.0.0.1',
      STORE_URL: real.settings.keyedUrl,
      WC_CONSUMER_KEY: real.settings.readKey.key,
      WC_CONSUMER_SECRET: real.settings.readKey.secret,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  shop = child;
  shopUrl = await new Promise<string>((done, fail) => {
    let output = '';
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      const url = /escucha en (http:\/\/\S+)/.exec(output)?.[1];
      if (url !== undefined) done(url.replace(/\/$/, ''));
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) =>
      fail(new Error(`el servidor de la tienda terminó (${String(code)}):\n${output}`)),
    );
  });
});

afterAll(() => {
  shop?.kill('SIGTERM');
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
