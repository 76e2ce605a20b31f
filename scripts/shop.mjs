// `npm start`: builds the shop and runs it on the embedded store with its demo catalogue.
// Both processes get the same WooCommerce key pair, generated once and kept in .data/ when the
// environment does not provide one, so the shop server can sign its wc/v3 calls to the store.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const storePort = process.env.STORE_API_PORT ?? '8787';
const storeHost = process.env.STORE_API_HOST ?? '127.0.0.1';
const shopPort = process.env.PORT ?? '3000';

function credentials() {
  if (process.env.WC_CONSUMER_KEY && process.env.WC_CONSUMER_SECRET) {
    return { key: process.env.WC_CONSUMER_KEY, secret: process.env.WC_CONSUMER_SECRET };
  }
  const file = join(root, '.data', 'shop-credentials.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  mkdirSync(join(root, '.data'), { recursive: true });
  const created = {
    key: `ck_${randomBytes(20).toString('hex')}`,
    secret: `cs_${randomBytes(20).toString('hex')}`,
  };
  writeFileSync(file, JSON.stringify(created), { mode: 0o600 });
  return created;
}

const build = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const { key, secret } = credentials();
const storeUrl = `http://${storeHost}:${storePort}`;
const env = {
  ...process.env,
  WC_CONSUMER_KEY: key,
  WC_CONSUMER_SECRET: secret,
  STORE_API_PORT: storePort,
  STORE_API_HOST: storeHost,
  STORE_URL: process.env.STORE_URL ?? storeUrl,
  STOREFRONT_URL: process.env.STOREFRONT_URL ?? `http://localhost:${shopPort}`,
  PORT: shopPort,
};

const children = [];
function run(dir, script, extraEnv = {}) {
  const child = spawn('pnpm', ['--dir', dir, 'run', '--silent', script], {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: 'inherit',
  });
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  children.push(child);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}

async function answers(url, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return false;
}

// The store sits behind the shop server, which forwards the shopper's address in X-Forwarded-For;
// trusting it there (and only there) keeps rate limits per shopper instead of one shared bucket.
run('apps/store-api', 'start', { TRUST_PROXY: '1' });
if (!(await answers(`${storeUrl}/wp-json/`, 60))) {
  console.error(`La tienda embebida no respondió en ${storeUrl}.`);
  process.exit(1);
}
run('apps/storefront', 'serve');
const shopUrl = `http://localhost:${shopPort}`;
if (await answers(shopUrl, 60)) {
  console.log(`\nVitrina está lista: abre ${shopUrl}  (tienda embebida en ${storeUrl}/wp-json/)\n`);
}
