// Issue 16's bench: the JavaScript the checkout route adds to what `/` already loaded (gzip, the
// unit of the target), and the time from «Confirmar pedido» to the confirmed order against the
// embedded store, p50 over a series of guest orders. Run with `pnpm bench` (after a build) or
// `tsx bench/checkout.ts`.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { constants, gzipSync } from 'node:zlib';
import {
  addDays,
  DEFAULT_SCHEDULE,
  isServiceCategory,
  nextFreeSlot,
  shopDate,
} from '@vitrina/core';
import { chromium, type Browser, type Page } from 'playwright-core';
import { z } from 'zod';
import { ShippingOptionsSchema } from '../src/lib/shop-api/checkout.js';
import { chromiumLaunchOptions } from '../test/support/chromium.js';
import {
  DIST_DIR,
  ensureBuild,
  startShopStack,
  type ShopStack,
} from '../test/support/shop-stack.js';
import { percentile } from './percentile.js';

const TARGET_GZIP = 60 * 1024;
const ORDERS = 15;

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

const ManifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    imports: z.array(z.string()).default([]),
    dynamicImports: z.array(z.string()).default([]),
  }),
);
type Manifest = z.infer<typeof ManifestSchema>;

/** The chunks `keys` load before they run: themselves and their static imports, transitively. */
function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/** The scripts a page fetched while `open` ran and until the network went quiet. */
async function fetchedScripts(page: Page, open: () => Promise<unknown>): Promise<Set<string>> {
  const fetched = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') fetched.add(new URL(request.url()).pathname);
  });
  await open();
  await page.waitForLoadState('networkidle');
  return fetched;
}

/**
 * The JavaScript the checkout route adds: of the chunks the route needs (its own and their
 * imports, from Vite's manifest), those a cold load of `/checkout` fetched and a cold load of `/`
 * had not, gzipped as the build does; apart, what its later steps load lazily. The
 * manifest keeps other routes' preloads (links in view) out of the count.
 */
async function checkoutScripts(browser: Browser, stack: ShopStack, cartKey: string) {
  const manifest = ManifestSchema.parse(
    JSON.parse(await readFile(join(DIST_DIR, 'client', '.vite', 'manifest.json'), 'utf8')),
  );
  const routes = Object.keys(manifest).filter((key) => key.startsWith('src/routes/_checkout/'));
  const needed = staticClosure(manifest, routes);
  const lazy = staticClosure(
    manifest,
    routes.flatMap((key) => manifest[key]?.dynamicImports ?? []),
  );
  const home = await browser.newPage();
  const before = await fetchedScripts(home, () => home.goto(`${stack.shop.url}/`));
  await home.context().close();
  const page = await guestPage(browser, cartKey, {});
  const fetched = await fetchedScripts(page, async () => {
    await page.goto(`${stack.shop.url}/checkout`);
    await page.getByRole('heading', { level: 1, name: 'Tus datos' }).waitFor();
  });
  await page.context().close();
  const path = (key: string) => `/${manifest[key]?.file ?? key}`;
  const sized = (keys: Iterable<string>) =>
    Promise.all(
      [...keys].map(async (key) => ({
        key,
        bytes: gzipSync(await readFile(join(DIST_DIR, 'client', path(key))), {
          level: constants.Z_BEST_COMPRESSION,
        }).length,
      })),
    );
  return {
    route: await sized(
      [...needed].filter((key) => fetched.has(path(key)) && !before.has(path(key))),
    ),
    lazy: await sized([...lazy].filter((key) => !needed.has(key) && !before.has(path(key)))),
  };
}

function printChunks(title: string, chunks: { key: string; bytes: number }[]): number {
  const total = chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);
  console.log(`${title}: ${kb(total)} gzip`);
  for (const chunk of chunks.sort((a, b) => b.bytes - a.bytes)) {
    console.log(`  ${chunk.key}  ${kb(chunk.bytes)}`);
  }
  return total;
}

const ProductSchema = z.object({
  id: z.number(),
  manage_stock: z.boolean(),
  stock_quantity: z.number().nullable(),
  categories: z.array(z.object({ id: z.number() })),
});

/** Products a guest can buy one of per order, enough for the whole series. */
async function stockedProducts(stack: ShopStack): Promise<number[]> {
  const { adminConsumerKey, adminConsumerSecret, baseUrl } = stack.store;
  const response = await fetch(
    `${baseUrl}/wp-json/wc/v3/products?per_page=100&stock_status=instock&type=simple&consumer_key=${adminConsumerKey}&consumer_secret=${adminConsumerSecret}`,
  );
  return z
    .array(ProductSchema)
    .parse(await response.json())
    .filter(
      (product) =>
        product.manage_stock &&
        (product.stock_quantity ?? 0) >= 2 &&
        !product.categories.some((category) => isServiceCategory(category.id)),
    )
    .map((product) => product.id);
}

async function guestCart(stack: ShopStack, productId: number): Promise<string> {
  const response = await fetch(`${stack.store.baseUrl}/wp-json/cocart/v2/cart/add-item`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: String(productId), quantity: '1' }),
  });
  return z.object({ cart_key: z.string() }).parse(await response.json()).cart_key;
}

/** A whole checkout form, as the tab keeps it, so a reload lands on the review. */
async function completeDraft(stack: ShopStack, run: number) {
  const methods = ShippingOptionsSchema.parse(
    await (await fetch(`${stack.shop.url}/api/pedidos/envio?provincia=DO-01`)).json(),
  );
  const flat = methods.find((method) => method.method_id === 'flat_rate');
  if (!flat) throw new Error('no flat rate for the capital');
  const slot = nextFreeSlot(addDays(shopDate(Date.now()), 2), {
    zone: 'santo-domingo',
    service: 'entrega',
    now: Date.now(),
    booked: () => 0,
  });
  return {
    first_name: 'María',
    last_name: 'Rodríguez',
    email: `bench.${String(Date.now())}.${String(run)}@example.do`,
    phone: '8095551234',
    social_id: '001-1391820-5',
    billing_address: {
      address: 'Calle El Conde 105',
      sector: 'Zona Colonial',
      city: 'Santo Domingo',
      state: 'DO-01',
      reference: 'Frente al parque Colón',
    },
    shipping_address: { method_id: `${flat.method_id}:${String(flat.instance_id)}` },
    date: slot?.date ?? '',
    schedule: slot?.schedule ?? DEFAULT_SCHEDULE,
    payment_method: 'bacs',
  };
}

/** A page of the shop with a guest cart and the checkout form in its tab. */
async function guestPage(browser: Browser, cartKey: string, draft: unknown) {
  const context = await browser.newContext();
  await context.addInitScript(
    ([key, form]) => {
      sessionStorage.setItem('cart_key', key);
      sessionStorage.setItem('checkout', form);
    },
    [cartKey, JSON.stringify(draft)] as const,
  );
  return context.newPage();
}

ensureBuild();
const stack = await startShopStack();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const products = await stockedProducts(stack);
  const productFor = (run: number): number => {
    const id = products[run % products.length];
    if (id === undefined) throw new Error('the demo store has no stocked product');
    return id;
  };

  const scripts = await checkoutScripts(browser, stack, await guestCart(stack, productFor(0)));
  const added = printChunks(
    'JavaScript the checkout route adds to a cold load of /',
    scripts.route,
  );
  console.log(
    `  ${added <= TARGET_GZIP ? 'ok' : 'OVER'}, target ≤ ${kb(TARGET_GZIP)} (the first step's load)`,
  );
  printChunks('…and what its later steps load when reached', scripts.lazy);

  const times: number[] = [];
  for (let run = 1; run <= ORDERS; run += 1) {
    const cartKey = await guestCart(stack, productFor(run));
    const page = await guestPage(browser, cartKey, await completeDraft(stack, run));
    await page.goto(`${stack.shop.url}/checkout?paso=revision`);
    await page.getByTestId('checkout-total').waitFor();
    const confirm = page.getByRole('button', { name: 'Confirmar pedido' });
    await confirm.waitFor();
    const started = performance.now();
    await confirm.click();
    await page.getByTestId('order-number').waitFor();
    times.push(performance.now() - started);
    await page.context().close();
  }
  console.log(
    `«Confirmar pedido» → /pedido-confirmado with the order shown, ${String(ORDERS)} guest orders ` +
      `against the embedded store: p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  await stack.stop();
}
