// `npm start`: builds the shop and runs it on the embedded store with its demo catalogue.
// Both processes get the same two WooCommerce key pairs, generated once and kept in .data/ when
// the environment does not provide them: the read key the proxy signs catalogue reads with, and
// the read_write key the account and checkout endpoints write customers and orders with (on
// WooCommerce a customer's token cannot).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const storePort = process.env.STORE_API_PORT ?? '8787';
const storeHost = process.env.STORE_API_HOST ?? '127.0.0.1';
const shopPort = process.env.PORT ?? '3000';

const newPair = () => ({
  key: `ck_${randomBytes(20).toString('hex')}`,
  secret: `cs_${randomBytes(20).toString('hex')}`,
});

/** The read and read_write pairs: from the environment, else from .data/, else made and kept. */
function credentials() {
  const file = join(root, '.data', 'shop-credentials.json');
  const stored = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  // A file from before the write key existed holds the read pair at its top level.
  const kept = {
    read: stored.read ?? (stored.key ? { key: stored.key, secret: stored.secret } : newPair()),
    write: stored.write ?? newPair(),
  };
  if (JSON.stringify(kept) !== JSON.stringify(stored)) {
    mkdirSync(join(root, '.data'), { recursive: true });
    writeFileSync(file, JSON.stringify(kept), { mode: 0o600 });
  }
  const given = (key, secret) =>
    process.env[key] && process.env[secret]
      ? { key: process.env[key], secret: process.env[secret] }
      : undefined;
  return {
    read: given('WC_CONSUMER_KEY', 'WC_CONSUMER_SECRET') ?? kept.read,
    write: given('WC_WRITE_CONSUMER_KEY', 'WC_WRITE_CONSUMER_SECRET') ?? kept.write,
  };
}

const build = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const { read, write } = credentials();
const storeUrl = `http://${storeHost}:${storePort}`;
const env = {
  ...process.env,
  WC_CONSUMER_KEY: read.key,
  WC_CONSUMER_SECRET: read.secret,
  WC_WRITE_CONSUMER_KEY: write.key,
  WC_WRITE_CONSUMER_SECRET: write.secret,
  STORE_API_PORT: storePort,
  STORE_API_HOST: storeHost,
  STORE_URL: process.env.STORE_URL ?? storeUrl,
  STOREFRONT_URL: process.env.STOREFRONT_URL ?? `http://localhost:${shopPort}`,
  PORT: shopPort,
  // The demo shop is in Santo Domingo: its checkout map opens there (the spec's default is 0, 0).
  MAP_CENTER: process.env.MAP_CENTER ?? '18.4713,-69.9397',
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
