// Issue 40's bench: one guest order at a time, the shop's `POST /api/pedidos` beside
// WooCommerce's `POST wc/v3/orders` with the same body (the body the shop sent, with an attempt
// of its own), interleaved, on the real WooCommerce of packages/contract/realwoo with the Vitrina
// plugin and on the embedded store: p50/p90/p95, their ratio, and the store calls of each order
// counted as the shop makes them (all, those its answer waited for, and how many of those came
// one after another). The review (`/api/pedidos/resumen`) is timed and counted too. Run with
// `pnpm bench` (after a build) or `tsx bench/order-path.ts`.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { readVitrinaCatalogue } from '@vitrina/contract/catalogue';
import { startSeededRealStore } from '@vitrina/contract/seeded-real-store';
import { startTestStore } from '@vitrina/store-api/testing';
import { z } from 'zod';
import { loadShopConfig } from '../server/env.js';
import { startShop } from '../server/start-server.js';
import {
  OrderSummarySchema,
  ShippingOptionsSchema,
  SlotAgendaSchema,
} from '../src/lib/shop-api/checkout.js';
import { guestCheckoutBody } from '../test/support/checkout-body.js';
import { faultTestProduct } from '../test/support/purchases-under-faults.js';
import { standInRenderer } from '../test/support/stand-in-page.js';
import { callsInARow, logStoreCalls, type LoggedCall } from '../test/support/store-call-log.js';
import { percentile } from './percentile.js';

const ORDERS = 20;
/** Issue 40's targets on the real WooCommerce, same run. */
const TARGET = { ratio: 2, callsBeforeAnswer: 4 };

/** A store as the bench reaches it. */
interface BenchStore {
  /** Where the shop server reaches it (`STORE_URL`). */
  url: string;
  /** CoCart and the agenda, which take no key. */
  openUrl: string;
  readKey: { key: string; secret: string };
  writeKey: { key: string; secret: string };
}

/** A keyed wc/v3 call with the write key: Basic auth over https, the query pair on plain http. */
function keyedCall(
  store: BenchStore,
  send: typeof fetch,
  call: { method: string; path: string; body: unknown; headers?: Record<string, string> },
) {
  const url = new URL(`${store.url}/wp-json/${call.path}`);
  const headers: Record<string, string> = { 'content-type': 'application/json', ...call.headers };
  if (url.protocol === 'https:') {
    const pair = `${store.writeKey.key}:${store.writeKey.secret}`;
    headers['authorization'] = `Basic ${Buffer.from(pair).toString('base64')}`;
  } else {
    url.searchParams.set('consumer_key', store.writeKey.key);
    url.searchParams.set('consumer_secret', store.writeKey.secret);
  }
  return send(url, { method: call.method, headers, body: JSON.stringify(call.body) });
}

const median = (values: readonly number[]) => percentile(values, 50);

interface Timed {
  ms: number[];
  calls: number[];
  beforeAnswer: number[];
  inARow: number[];
}
const timed = (): Timed => ({ ms: [], calls: [], beforeAnswer: [], inARow: [] });

function note(row: Timed, ms: number, calls: readonly LoggedCall[], answeredAt: number) {
  const waitedFor = calls.filter((call) => call.endedAt <= answeredAt);
  row.ms.push(ms);
  row.calls.push(calls.length);
  row.beforeAnswer.push(waitedFor.length);
  row.inARow.push(callsInARow(waitedFor));
}

async function measure(store: BenchStore) {
  const log = logStoreCalls(store.url);
  const shop = await startShop(
    loadShopConfig({
      PORT: '0',
      STORE_URL: store.url,
      WC_CONSUMER_KEY: store.readKey.key,
      WC_CONSUMER_SECRET: store.readKey.secret,
    }),
    { distDir: '/nonexistent', renderPage: standInRenderer(), writeKey: store.writeKey },
  );
  const send = log.plainFetch;
  const rows = { shop: timed(), direct: timed(), review: timed() };
  try {
    const created = await keyedCall(store, send, {
      method: 'POST',
      path: 'wc/v3/products',
      body: faultTestProduct(1000),
    });
    const productId = z.object({ id: z.number() }).parse(await created.json()).id;
    const methods = ShippingOptionsSchema.parse(
      await (await send(`${shop.url}/api/pedidos/envio?provincia=DO-32`)).json(),
    );
    const flat = methods.find((method) => method.method_id === 'flat_rate');
    if (!flat) throw new Error('no flat rate in Santo Domingo Este');
    for (let round = 0; round <= ORDERS; round += 1) {
      // Round 0 warms both paths up and is not counted.
      const counted = round > 0;
      const agenda = SlotAgendaSchema.parse(
        await (
          await send(`${store.openUrl}/wp-json/vitrina/v1/slots?zone=santo-domingo&service=entrega`)
        ).json(),
      );
      const day = agenda.days.find((entry) => entry.windows.some((w) => w.remaining >= 2));
      const window = day?.windows.find((entry) => entry.remaining >= 2);
      if (!day || !window) throw new Error('the agenda has no window for two more orders');
      const added = await send(`${store.openUrl}/wp-json/cocart/v2/cart/add-item`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: String(productId), quantity: '1' }),
      });
      const cartKey = z.object({ cart_key: z.string() }).parse(await added.json()).cart_key;
      const request = guestCheckoutBody({
        email: `orden.${String(round)}.${String(Date.now())}@bench.example.do`,
        shipping_method: { method_id: flat.method_id, instance_id: flat.instance_id },
        date: day.date,
        schedule: window.schedule,
      });
      const buyer = { 'content-type': 'application/json', 'cocart-api-cart-key': cartKey };

      let started = performance.now();
      const reviewed = await send(`${shop.url}/api/pedidos/resumen`, {
        method: 'POST',
        headers: buyer,
        body: JSON.stringify(request),
      });
      const summary = OrderSummarySchema.parse(await reviewed.json());
      let answeredAt = performance.now();
      await log.quiet();
      if (counted) note(rows.review, answeredAt - started, log.since(started), answeredAt);

      started = performance.now();
      const placed = await send(`${shop.url}/api/pedidos`, {
        method: 'POST',
        headers: { ...buyer, 'idempotency-key': randomBytes(16).toString('hex') },
        body: JSON.stringify({ ...request, expected_total: summary.total }),
      });
      const placedBody = await placed.text();
      answeredAt = performance.now();
      if (placed.status !== 201)
        throw new Error(`the shop's order: ${String(placed.status)} ${placedBody}`);
      await log.quiet();
      const calls = log.since(started);
      if (counted) note(rows.shop, answeredAt - started, calls, answeredAt);

      // The body the shop sent, as another attempt: WooCommerce makes the same order.
      const sent = calls.find((call) => call.method === 'POST' && call.path === 'wc/v3/orders');
      const OrderBodySchema = z.looseObject({
        meta_data: z.array(z.looseObject({ key: z.string(), value: z.unknown() })),
      });
      const body = OrderBodySchema.parse(JSON.parse(sent?.body ?? '{}'));
      const attempt = randomBytes(32).toString('hex');
      const direct = {
        ...body,
        meta_data: body.meta_data.map((entry) =>
          entry.key === '_vitrina_attempt' ? { ...entry, value: attempt } : entry,
        ),
      };
      started = performance.now();
      const made = await keyedCall(store, send, {
        method: 'POST',
        path: 'wc/v3/orders',
        body: direct,
        headers: { 'idempotency-key': attempt },
      });
      const madeBody = await made.text();
      answeredAt = performance.now();
      if (made.status !== 201) throw new Error(`wc/v3/orders: ${String(made.status)} ${madeBody}`);
      if (counted) note(rows.direct, answeredAt - started, [], answeredAt);
    }
  } finally {
    log.restore();
    await shop.close();
  }
  return rows;
}

function report(store: string, rows: Awaited<ReturnType<typeof measure>>) {
  console.log(
    `\n${store}: ${String(ORDERS)} guest orders of each kind, one at a time, interleaved`,
  );
  const line = (way: string, row: Timed, counted: boolean) => ({
    way,
    'p50 ms': Math.round(percentile(row.ms, 50)),
    'p90 ms': Math.round(percentile(row.ms, 90)),
    'p95 ms': Math.round(percentile(row.ms, 95)),
    'store calls': counted ? median(row.calls) : '—',
    'before the answer': counted ? median(row.beforeAnswer) : '—',
    'in a row': counted ? median(row.inARow) : '—',
  });
  console.table([
    line("the shop's POST /api/pedidos", rows.shop, true),
    line('POST wc/v3/orders, same body', rows.direct, false),
    line("the shop's POST /api/pedidos/resumen", rows.review, true),
  ]);
  const ratio = percentile(rows.shop.ms, 50) / percentile(rows.direct.ms, 50);
  console.log(`ratio of the p50s (shop / wc/v3/orders): ${ratio.toFixed(2)}`);
  return { ratio, beforeAnswer: Math.max(...rows.shop.beforeAnswer) };
}

const embedded = await startTestStore();
try {
  const catalogue = await readVitrinaCatalogue({
    url: embedded.baseUrl,
    key: embedded.adminConsumerKey,
    secret: embedded.adminConsumerSecret,
  });
  const real = await startSeededRealStore(catalogue);
  try {
    // The shop trusts the store's certificate as it would with NODE_EXTRA_CA_CERTS.
    setDefaultCACertificates([
      ...getCACertificates('default'),
      await readFile(real.store.caPath, 'utf8'),
    ]);
    const onReal = report(
      'The real WooCommerce with the Vitrina plugin',
      await measure({
        url: real.store.httpsUrl,
        openUrl: real.store.httpUrl,
        readKey: real.store.readKey,
        writeKey: real.store.writeKey,
      }),
    );
    report(
      'The embedded store',
      await measure({
        url: embedded.baseUrl,
        openUrl: embedded.baseUrl,
        readKey: { key: embedded.consumerKey, secret: embedded.consumerSecret },
        writeKey: { key: embedded.writeConsumerKey, secret: embedded.writeConsumerSecret },
      }),
    );
    const fast = onReal.ratio <= TARGET.ratio;
    const few = onReal.beforeAnswer <= TARGET.callsBeforeAnswer;
    console.log(
      `real WooCommerce: ratio ${onReal.ratio.toFixed(2)} (${fast ? 'ok' : 'OVER'}, target ≤ ${String(TARGET.ratio)}), ` +
        `at most ${String(onReal.beforeAnswer)} store calls before an answer (${few ? 'ok' : 'OVER'}, target ≤ ${String(TARGET.callsBeforeAnswer)})`,
    );
  } finally {
    await real.store.stop();
  }
} finally {
  await embedded.stop();
}
