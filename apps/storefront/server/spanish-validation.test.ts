// @vitest-environment node
import { DEMO_SHOP_IDENTITY } from '@vitrina/core';
import { expect, it } from 'vitest';
import { loadShopConfig } from './env.js';

// In front of a real WooCommerce the shop server runs without the embedded store, which sets
// zod's language for itself: nothing here imports the store (an isolated file, see vitest.config).

it('a checkout body of the wrong types is refused in Spanish by the shop server alone (#28 item 6)', async () => {
  const { createShopApp } = await import('./shop-app.js');
  const app = createShopApp({
    config: loadShopConfig({ STORE_URL: 'http://127.0.0.1:9' }),
    storeFetch: () => Promise.reject(new Error('no store in this test')),
    identity: { current: () => Promise.resolve(DEMO_SHOP_IDENTITY) },
    renderPage: () => Promise.reject(new Error('no pages in this test')),
  });
  const response = await app.request('/api/pedidos/resumen', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cocart-api-cart-key': 'x'.repeat(32) },
    body: JSON.stringify({ billing_address: 'calle', is_fiscal: 'sí' }),
  });
  expect(response.status).toBe(400);
  const body = (await response.json()) as { data: { fields: Record<string, string> } };
  expect(body.data.fields['billing_address']).toBe(
    'Entrada inválida: se esperaba objeto, recibido texto',
  );
});
