import { addDays, DEMO_SHOP_IDENTITY, shopDate } from '@vitrina/core';
import type { ShopConfig } from '../../server/env.js';
import { createStoreFetch } from '../../server/proxy/store-upstream.js';
import { createShopApp } from '../../server/shop-app.js';
import { guestCheckoutBody } from './checkout-body.js';
import { standInRenderer } from './stand-in-page.js';

/** One call to a shop endpoint as the browser sends it: a valid body, so the store is asked. */
export interface ShopEndpointCall {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  readonly path: string;
  readonly body?: unknown;
  /** Headers of the call itself, besides who the shopper is (an attempt's key). */
  readonly headers?: () => Record<string, string>;
  /** The endpoint serves a signed-in customer only (the account, a review). */
  readonly customer: boolean;
  /**
   * Answered from the shop's search index (issue 38): the store failing after the index was
   * read never reaches it; the store failing while it is read first does, as anywhere.
   */
  readonly fromIndex?: true;
}

/** The checkout body every endpoint that takes one is sent: a guest in Santo Domingo Este. */
export const ENDPOINT_CHECKOUT_BODY = guestCheckoutBody({
  shipping_method: { method_id: 'flat_rate', instance_id: 1 },
  date: addDays(shopDate(Date.now()), 2),
});

/**
 * Every route of the shop's own API (`/api/*`), by Hono's name for it, with a call that reaches
 * the store. `shopApiRoutes` lists the app's routes, so a test holding the two equal fails when
 * a route is added without its call here.
 */
export const SHOP_ENDPOINTS: Readonly<Record<string, ShopEndpointCall>> = {
  'GET /api/pedidos/envio': {
    method: 'GET',
    path: '/api/pedidos/envio?provincia=DO-32',
    customer: false,
  },
  'GET /api/pedidos/horarios': {
    method: 'GET',
    path: '/api/pedidos/horarios?provincia=DO-32',
    customer: false,
  },
  'GET /api/pedidos/pagos': { method: 'GET', path: '/api/pedidos/pagos', customer: false },
  'POST /api/pedidos/cupon': {
    method: 'POST',
    path: '/api/pedidos/cupon',
    body: { code: 'ahorra2000' },
    customer: false,
  },
  'POST /api/pedidos/cupones': {
    method: 'POST',
    path: '/api/pedidos/cupones',
    body: { coupons: ['ahorra'] },
    customer: false,
  },
  'POST /api/pedidos/resumen': {
    method: 'POST',
    path: '/api/pedidos/resumen',
    body: ENDPOINT_CHECKOUT_BODY,
    customer: false,
  },
  'POST /api/pedidos': {
    method: 'POST',
    path: '/api/pedidos',
    headers: () => ({ 'idempotency-key': crypto.randomUUID() }),
    body: { ...ENDPOINT_CHECKOUT_BODY, expected_total: 100_000 },
    customer: false,
  },
  'GET /api/pedidos/:id{[0-9]{1,10}}/factura': {
    method: 'GET',
    path: '/api/pedidos/1/factura?clave=wc_order_x',
    customer: false,
  },
  'POST /api/pedidos/:id{[0-9]{1,10}}/pago': {
    method: 'POST',
    path: '/api/pedidos/1/pago?clave=wc_order_x',
    body: { payment_method: 'cod' },
    customer: false,
  },
  'GET /api/pedidos/:id{[0-9]{1,10}}/horarios': {
    method: 'GET',
    path: '/api/pedidos/1/horarios?clave=wc_order_x',
    customer: false,
  },
  'POST /api/pedidos/:id{[0-9]{1,10}}/cancelar': {
    method: 'POST',
    path: '/api/pedidos/1/cancelar?clave=wc_order_x',
    customer: false,
  },
  'POST /api/pedidos/:id{[0-9]{1,10}}/horario': {
    method: 'POST',
    path: '/api/pedidos/1/horario?clave=wc_order_x',
    body: { delivery_date: addDays(shopDate(Date.now()), 2), schedule: '9:00 AM - 12:00 PM' },
    customer: false,
  },
  'GET /api/pedidos/:id{[0-9]{1,10}}': {
    method: 'GET',
    path: '/api/pedidos/1?clave=wc_order_x',
    customer: false,
  },
  'POST /api/pedidos/rastreo': {
    method: 'POST',
    path: '/api/pedidos/rastreo',
    body: { number: '1', email: 'ana@correo.do' },
    customer: false,
  },
  'GET /api/cuenta': { method: 'GET', path: '/api/cuenta', customer: true },
  'PATCH /api/cuenta': {
    method: 'PATCH',
    path: '/api/cuenta',
    body: { first_name: 'Ana' },
    customer: true,
  },
  'GET /api/cuenta/pedidos': { method: 'GET', path: '/api/cuenta/pedidos', customer: true },
  'GET /api/cuenta/pedidos/:id{[0-9]{1,10}}': {
    method: 'GET',
    path: '/api/cuenta/pedidos/1',
    customer: true,
  },
  'GET /api/cuenta/deseos': { method: 'GET', path: '/api/cuenta/deseos', customer: true },
  'PUT /api/cuenta/deseos': {
    method: 'PUT',
    path: '/api/cuenta/deseos',
    body: { product_ids: [1] },
    customer: true,
  },
  'GET /api/resenas': { method: 'GET', path: '/api/resenas?producto=1', customer: false },
  'GET /api/buscar': {
    method: 'GET',
    path: '/api/buscar?q=aire%2012000',
    customer: false,
    fromIndex: true,
  },
  'POST /api/resenas': {
    method: 'POST',
    path: '/api/resenas',
    body: { product_id: 1, rating: 5, review: 'Muy buen producto, lo recomiendo.' },
    customer: true,
  },
};

/** The routes of the shop's API as the app names them (its catch-alls left out). */
export function shopApiRoutes(config: ShopConfig): string[] {
  const app = createShopApp({
    config,
    storeFetch: createStoreFetch(config),
    identity: { current: () => Promise.resolve(DEMO_SHOP_IDENTITY) },
    renderPage: standInRenderer(),
  });
  const routes = app.routes
    .filter((route) => route.path.startsWith('/api/') && !route.path.endsWith('*'))
    .filter((route) => route.method !== 'ALL')
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(routes)].sort();
}

/** Calls `endpoint` on the shop at `shopUrl` as `shopper` (its headers), and reads the answer. */
export async function callShopEndpoint(
  shopUrl: string,
  endpoint: ShopEndpointCall,
  shopper: Record<string, string>,
  signal?: AbortSignal,
) {
  const { method, path, body, headers } = endpoint;
  const response = await fetch(`${shopUrl}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...headers?.(),
      ...shopper,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(signal === undefined ? {} : { signal }),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as unknown,
  };
}
