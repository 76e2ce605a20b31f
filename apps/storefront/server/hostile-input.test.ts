// @vitest-environment node
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopStack, type ShopStack } from '../test/support/shop-stack.js';
import { standInRenderer } from '../test/support/stand-in-page.js';
import { ShopRefusalSchema } from '../src/lib/shop-api/refusal.js';

// F1–F8/L1 (#28): malformed and hostile bodies, queries and headers at every endpoint of the
// shop server, its proxy and, through it, the store: always an answer under 500, a refusal in
// WordPress's error shape with a Spanish message, and no order or customer made.
let stack: ShopStack;
beforeAll(async () => {
  stack = await startShopStack({ renderPage: standInRenderer() });
});
afterAll(() => stack.stop());

/** Where the fuzz aims: method, path, and whether the path takes a query of its own. */
const ENDPOINTS: [method: string, path: string][] = [
  ['POST', '/api/pedidos'],
  ['POST', '/api/pedidos/resumen'],
  ['POST', '/api/pedidos/cupon'],
  ['POST', '/api/pedidos/cupones'],
  ['GET', '/api/pedidos/envio?provincia='],
  ['GET', '/api/pedidos/horarios?provincia='],
  ['GET', '/api/pedidos/1?clave='],
  ['GET', '/api/pedidos/1/factura?clave='],
  ['POST', '/api/pedidos/1/pago?clave='],
  ['GET', '/api/cuenta'],
  ['PATCH', '/api/cuenta'],
  ['GET', '/api/cuenta/pedidos?page='],
  ['GET', '/api/buscar?q='],
  ['GET', '/wp-json/wc/v3/products?search='],
  ['GET', '/wp-json/wc/v3/products/categories?parent='],
  ['GET', '/wp-json/wc/v3/coupons?code='],
  ['GET', '/wp-json/vitrina/v1/slots?zone='],
  ['POST', '/wp-json/cocart/v2/cart/add-item'],
  ['POST', '/wp-json/cocart/v2/cart/item/abc?quantity='],
  ['POST', '/wp-json/api/v1/login'],
  ['POST', '/wp-json/api/v1/users'],
  ['POST', '/wp-json/api/v1/reset-password'],
  ['POST', '/wp-json/api/v1/reset-password-token?email='],
  ['POST', '/wp-json/api/v1/verify-email'],
  ['POST', '/wp-json/vitrina/v1/contact'],
];

const hostileText = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.constantFrom(
    '',
    '%',
    '%ZZ',
    '../../wp-admin',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '\u0000',
    '9'.repeat(40),
    '-1',
    '1e309',
    'x'.repeat(5_000),
  ),
);
const hostileBody = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  hostileText,
  fc.constantFrom(
    '{',
    'null',
    '[]',
    '{"email":{"$gt":""},"password":[]}',
    '{"__proto__":{"admin":true}}',
    `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
    '{"quantity":"1.5","id":"1e3"}',
  ),
);
const hostileHeaders = fc.record({
  'content-type': fc.constantFrom(
    'application/json',
    'text/plain',
    'application/json; charset=utf-16',
    'multipart/form-data; boundary=x',
    'application/x-www-form-urlencoded',
  ),
  authorization: fc.constantFrom('', 'Bearer x', 'Bearer eyJhbGciOiJub25lIn0.e30.', 'Basic Og=='),
  'cocart-api-cart-key': fc.oneof(fc.constant(''), hostileText),
  'idempotency-key': fc.oneof(fc.constant(''), hostileText),
});

const ENGLISH =
  /\b(invalid|expected|received|required|not found|forbidden|unauthorized|missing|must|cannot|sorry|error)\b/i;

async function counts() {
  const key = `consumer_key=${stack.store.adminConsumerKey}&consumer_secret=${stack.store.adminConsumerSecret}`;
  const total = async (resource: string) =>
    Number(
      (
        await fetch(`${stack.store.baseUrl}/wp-json/wc/v3/${resource}?per_page=1&${key}`)
      ).headers.get('x-wp-total'),
    );
  return { orders: await total('orders'), customers: await total('customers') };
}

/** Header values as fetch takes them: the empty ones are not sent, the rest as Latin-1. */
const sendable = (headers: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([, value]) => value !== '')
      .map(([name, value]) => [name, encodeURIComponent(value).slice(0, 300)]),
  );

describe('hostile input at every endpoint (F1–F8, L1)', () => {
  it('never a 5xx; each refusal a Spanish WordPress-style error; no order nor customer made', async () => {
    const before = await counts();
    for (const [method, path] of ENDPOINTS) {
      await fc.assert(
        fc.asyncProperty(hostileText, hostileBody, hostileHeaders, async (query, body, headers) => {
          const target = path.endsWith('=') ? `${path}${encodeURIComponent(query)}` : path;
          const answer = await fetch(`${stack.shop.url}${target}`, {
            method,
            headers: sendable(headers),
            ...(method === 'GET' ? {} : { body }),
          });
          const text = await answer.text();
          const where = `${method} ${target} → ${String(answer.status)} ${text.slice(0, 200)}`;
          expect(answer.status, where).toBeLessThan(500);
          if (answer.status >= 400) {
            // The shop's refusals and the store's share WordPress's error shape.
            const refusal = ShopRefusalSchema.safeParse(JSON.parse(text));
            expect(refusal.success, where).toBe(true);
            expect(refusal.data?.message, where).toMatch(/\S/);
            expect(refusal.data?.message, where).not.toMatch(ENGLISH);
          }
        }),
        { numRuns: 20, seed: 28, interruptAfterTimeLimit: 5_000 },
      );
    }
    expect(await counts()).toEqual(before);
  }, 180_000);
});
