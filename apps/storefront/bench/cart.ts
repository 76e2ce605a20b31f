import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import { z } from 'zod';
import { chromiumLaunchOptions } from '../test/support/chromium.js';
import { ensureBuild, startShopStack } from '../test/support/shop-stack.js';
import { percentile } from './percentile.js';

/**
 * Issue 14's cart figures: how many calls the cart page makes to the store on load for carts
 * of 1, 5 and 20 lines (target: 2 whatever the size, one cart call and one batched products
 * call), and the p50 of an add-to-cart round trip through the shop server's proxy.
 */
const CART_SIZES = [1, 5, 20] as const;
const TARGET_CALLS = 2;
const ADDS = 40;
// The store allows 25 writes per cart every 10 s (K1): each cart takes at most this many adds.
const ADDS_PER_CART = 10;

const ProductsSchema = z.array(
  z.object({ id: z.number(), stock_status: z.string(), purchasable: z.boolean().optional() }),
);

ensureBuild();
const stack = await startShopStack();
const shop = stack.shop.url;

/** Adds a product to a guest cart through the shop; the first add makes the cart and its key. */
async function add(productId: number, cartKey: string | null): Promise<string> {
  const query = cartKey === null ? '' : `?cart_key=${encodeURIComponent(cartKey)}`;
  const response = await fetch(`${shop}/wp-json/cocart/v2/cart/add-item${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: String(productId), quantity: '1' }),
  });
  if (!response.ok) throw new Error(`add-item answered ${String(response.status)}`);
  await response.arrayBuffer();
  return cartKey ?? response.headers.get('cocart-api-cart-key') ?? '';
}

try {
  const listed = ProductsSchema.parse(
    await (await fetch(`${shop}/wp-json/wc/v3/products?per_page=100&stock_status=instock`)).json(),
  );
  const productIds = listed.map((product) => product.id);
  const largest = Math.max(...CART_SIZES);
  if (productIds.length < largest) {
    throw new Error(`the demo store has ${String(productIds.length)} products in stock`);
  }

  console.log('Cart page on load: calls to the store (/wp-json) per cart size');
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    for (const size of CART_SIZES) {
      let cartKey: string | null = null;
      for (const id of productIds.slice(0, size)) cartKey = await add(id, cartKey);
      const context = await browser.newContext();
      await context.addInitScript((key) => sessionStorage.setItem('cart_key', key), cartKey ?? '');
      const page = await context.newPage();
      const calls: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/wp-json/')) calls.push(`${request.method()} ${url.pathname}`);
      });
      await page.goto(`${shop}/carrito-compras`, { waitUntil: 'networkidle' });
      await page
        .getByRole('textbox', { name: /^Cantidad de/ })
        .nth(size - 1)
        .waitFor();
      const verdict =
        calls.length <= TARGET_CALLS ? 'ok' : `over the target of ${String(TARGET_CALLS)}`;
      console.log(
        `  ${String(size).padStart(2)} lines: ${String(calls.length)} calls (${verdict})`,
      );
      for (const call of calls) console.log(`      ${call}`);
      await context.close();
    }
  } finally {
    await browser.close();
  }

  const times: number[] = [];
  let cartKey: string | null = null;
  for (let index = 0; index < ADDS; index += 1) {
    if (index % ADDS_PER_CART === 0) cartKey = null;
    const productId = productIds[index % ADDS_PER_CART] ?? 0;
    const started = performance.now();
    cartKey = await add(productId, cartKey);
    times.push(performance.now() - started);
  }
  console.log(
    `Add to cart through the shop (POST /wp-json/cocart/v2/cart/add-item, ${String(ADDS)} adds): ` +
      `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
  );
} finally {
  await stack.stop();
}
