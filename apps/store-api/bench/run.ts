// `pnpm bench`: starts the built store (dist/) in its own process on a temporary database and
// measures cart reads, add-item writes and a catalogue page with autocannon (50 connections, 10 s).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

import { z } from 'zod';

const CONNECTIONS = 50;
const SECONDS = 10;
const require = createRequire(import.meta.url);

const AutocannonResultSchema = z.object({
  requests: z.object({ average: z.number() }),
  latency: z.object({ p50: z.number(), p99: z.number(), average: z.number() }),
  non2xx: z.number(),
  errors: z.number(),
});
type AutocannonResult = z.infer<typeof AutocannonResultSchema>;

async function startStore(
  dir: string,
  key: string,
  secret: string,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['dist/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      STORE_API_PORT: '0',
      STORE_API_DB: join(dir, 'store.sqlite'),
      STORE_API_OUTBOX: join(dir, 'outbox.jsonl'),
      JWT_SECRET: randomBytes(32).toString('base64url'),
      WC_CONSUMER_KEY: key,
      WC_CONSUMER_SECRET: secret,
      // The bench measures throughput, not the K1 limit every write would hit at once.
      STORE_CART_WRITE_LIMIT: '100000000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /escuchando en (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`store exited with ${String(code)}`)));
  });
  return { child, url };
}

function autocannon(
  url: string,
  options: { method?: string; body?: string } = {},
): Promise<AutocannonResult> {
  const args = [
    require.resolve('autocannon/autocannon.js'),
    '-c',
    String(CONNECTIONS),
    '-d',
    String(SECONDS),
    '-j',
  ];
  if (options.method) args.push('-m', options.method);
  if (options.body) args.push('-H', 'Content-Type=application/json', '-b', options.body);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`autocannon exited with ${String(code)}`));
      else resolve(AutocannonResultSchema.parse(JSON.parse(output)));
    });
  });
}

async function guestCart(base: string): Promise<string> {
  let key = '';
  for (const id of ['1001', '1037', '1075']) {
    const response = await fetch(
      `${base}/wp-json/cocart/v2/cart/add-item${key ? `?cart_key=${key}` : ''}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ id, quantity: '1' }),
      },
    );
    key = z.object({ cart_key: z.string() }).parse(await response.json()).cart_key;
  }
  return key;
}

const dir = await mkdtemp(join(tmpdir(), 'vitrina-bench-'));
const key = `ck_${randomBytes(20).toString('hex')}`;
const secret = `cs_${randomBytes(20).toString('hex')}`;
const { child, url } = await startStore(dir, key, secret);
try {
  const cartKey = await guestCart(url);
  const scenarios: [string, () => Promise<AutocannonResult>][] = [
    ['GET cart', () => autocannon(`${url}/wp-json/cocart/v2/cart?cart_key=${cartKey}`)],
    [
      'POST add-item (new cart each)',
      () =>
        autocannon(`${url}/wp-json/cocart/v2/cart/add-item`, {
          method: 'POST',
          body: '{"id":"1075","quantity":"1"}',
        }),
    ],
    [
      'GET products?per_page=24',
      () =>
        autocannon(
          `${url}/wp-json/wc/v3/products?per_page=24&consumer_key=${key}&consumer_secret=${secret}`,
        ),
    ],
  ];
  // The box is shared: the load average says how much of it the figures below had.
  console.log(
    `store-api bench: ${String(CONNECTIONS)} connections, ${String(SECONDS)} s each, ${url}, load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
  console.log('scenario                        req/s    p50 ms   p99 ms   non-2xx  errors');
  for (const [name, run] of scenarios) {
    const result = await run();
    console.log(
      `${name.padEnd(30)} ${result.requests.average.toFixed(0).padStart(6)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)} ${String(result.non2xx).padStart(9)} ${String(result.errors).padStart(7)}`,
    );
  }
  console.log('targets: GET cart ≥ 2000 req/s and p99 ≤ 50 ms');
  console.log('         GET products?per_page=24 ≥ 1500 req/s and p99 ≤ 60 ms');
} finally {
  child.kill('SIGTERM');
  await rm(dir, { recursive: true, force: true });
}
