// @vitest-environment node
import { DEMO_CUSTOMER_CREDENTIALS } from '@vitrina/store-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { startShopStack, type ShopStack } from '../../test/support/shop-stack.js';
import { standInRenderer } from '../../test/support/stand-in-page.js';
import { AccountWishlistSchema } from '../../src/lib/shop-api/account.js';
import { ShopRefusalSchema } from '../../src/lib/shop-api/refusal.js';

let stack: ShopStack;
let ana: string;
let carlos: string;
let products: number[];

async function call(path: string, token: string | null, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (token !== null) headers.set('authorization', `Bearer ${token}`);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  return fetch(`${stack.shop.url}${path}`, { ...init, headers });
}

async function signIn(index: number): Promise<string> {
  const response = await call('/wp-json/api/v1/login', null, {
    method: 'POST',
    body: JSON.stringify(DEMO_CUSTOMER_CREDENTIALS[index]),
  });
  return z.object({ results: z.object({ token: z.string() }) }).parse(await response.json()).results
    .token;
}

const read = async (token: string) =>
  AccountWishlistSchema.parse(await (await call('/api/cuenta/deseos', token)).json()).product_ids;

const write = (token: string, body: unknown) =>
  call('/api/cuenta/deseos', token, { method: 'PUT', body: JSON.stringify(body) });

beforeAll(async () => {
  stack = await startShopStack({ renderPage: standInRenderer() });
  [ana, carlos] = await Promise.all([signIn(0), signIn(1)]);
  const listed = await call('/wp-json/wc/v3/products?per_page=4&status=publish', null);
  products = z
    .array(z.object({ id: z.number() }))
    .parse(await listed.json())
    .map((product) => product.id);
}, 60_000);
afterAll(async () => {
  await stack.stop();
});

describe('/api/cuenta/deseos', () => {
  it('keeps the list in the customer’s account as it grows and shrinks, in order', async () => {
    const [a, b, c] = products as [number, number, number];
    const grown = await write(ana, { product_ids: [b, a] });
    expect(grown.status).toBe(200);
    expect(grown.headers.get('cache-control')).toBe('no-store');
    expect(AccountWishlistSchema.parse(await grown.json()).product_ids).toEqual([b, a]);
    await write(ana, { product_ids: [b, a, c] });
    expect(await read(ana)).toEqual([b, a, c]);
    await write(ana, { product_ids: [c] });
    expect(await read(ana)).toEqual([c]);
    await write(ana, { product_ids: [] });
    expect(await read(ana)).toEqual([]);
  });

  it('E1: reads and writes only the token owner’s list; an id in the body changes nothing', async () => {
    const [a, b] = products as [number, number];
    await write(carlos, { product_ids: [a] });
    const answer = await write(ana, { product_ids: [b], customer_id: 2, id: 2 });
    expect(answer.status).toBe(200);
    expect(await read(ana)).toEqual([b]);
    expect(await read(carlos)).toEqual([a]);
  });

  it('leaves out products the store does not have', async () => {
    const [a, b] = products as [number, number];
    const answer = await write(ana, { product_ids: [a, 987_654_321, b] });
    expect(AccountWishlistSchema.parse(await answer.json()).product_ids).toEqual([a, b]);
    expect(await read(ana)).toEqual([a, b]);
  });

  it.each([
    ['a zero id', { product_ids: [0] }],
    ['a text id', { product_ids: ['12'] }],
    ['no list', { ids: [1] }],
    ['101 products', { product_ids: Array.from({ length: 101 }, (_, index) => index + 1) }],
  ])('refuses %s with 400 invalid_wishlist in Spanish and keeps the list', async (_, body) => {
    const [a] = products as [number];
    await write(ana, { product_ids: [a] });
    const answer = await write(ana, body);
    expect(answer.status).toBe(400);
    const refusal = ShopRefusalSchema.parse(await answer.json());
    expect(refusal.code).toBe('invalid_wishlist');
    expect(refusal.message).toMatch(/lista|producto/);
    expect(await read(ana)).toEqual([a]);
  });

  it('R11: without a token it is 401, read or write', async () => {
    expect((await call('/api/cuenta/deseos', null)).status).toBe(401);
    expect((await write('eyJ.eyJ.x', { product_ids: [1] })).status).toBe(401);
  });
});
