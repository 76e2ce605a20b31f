import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { startTestStore } from '@vitrina/store-api/testing';

import { freePort, REALWOO_DIR } from '../src/real-store.js';
import { readVitrinaCatalogue } from '../src/seed/catalogue.js';
import { startSeededRealStore } from '../src/seeded-real-store.js';
import { setPublicUrl } from '../src/seed/public-url.js';
import { E2E_ENV } from '../../../apps/storefront/e2e/e2e-env.js';
import { REAL_SHOP_ENV } from './real-shop-env.js';

const STOREFRONT = fileURLToPath(new URL('../../../apps/storefront/', import.meta.url));
/** Longest wait for the shop server to say where it listens. */
const SHOP_START_TIMEOUT_MS = 60_000;

/**
 * Starts the shop server as production runs it (`server/main.ts` on the storefront's build) in
 * front of `env`'s store, and answers its address once it listens.
 */
async function startShopServer(
  env: Record<string, string>,
): Promise<{ url: string; process: ChildProcess }> {
  // Node itself with tsx's loader, one process: through the .bin shims (tsx's, then the `node`
  // package's) a SIGTERM reaches a shell and leaves the server running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: STOREFRONT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      fail(new Error(`el servidor de la tienda no arrancó a tiempo:\n${output}`));
    }, SHOP_START_TIMEOUT_MS);
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      const address = /escucha en (http:\/\/\S+)/.exec(output)?.[1];
      if (address !== undefined) {
        clearTimeout(timer);
        done(address.replace(/\/$/, ''));
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`el servidor de la tienda terminó (${String(code)}):\n${output}`));
    });
  });
  // The store's refusals are logged by the shop server: a failing test shows them.
  child.stdout.on('data', (chunk: Buffer) => process.stdout.write(`[tienda] ${chunk.toString()}`));
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(`[tienda] ${chunk.toString()}`));
  return { url, process: child };
}

/**
 * One real WooCommerce for the whole run: the embedded store lends its demo catalogue and stops,
 * the real store (with the Vitrina plugin) is seeded with it, and the shop server runs on the
 * storefront's production build in front of the real store's https front with the read and the
 * write keys, trusting its certificate the way an operator would (`NODE_EXTRA_CA_CERTS`).
 */
// eslint-disable-next-line import-x/no-default-export -- Playwright runs the module's default export
export default async function globalSetup(): Promise<() => Promise<void>> {
  const embedded = await startTestStore();
  let read;
  try {
    read = await readVitrinaCatalogue({
      url: embedded.baseUrl,
      key: embedded.adminConsumerKey,
      secret: embedded.adminConsumerSecret,
    });
  } finally {
    await embedded.stop();
  }
  const started = Date.now();
  const real = await startSeededRealStore(read);
  console.info(
    `WooCommerce real arrancado y sembrado en ${String(Math.round((Date.now() - started) / 1000))} s (${real.store.dir})`,
  );
  let shop: { url: string; process: ChildProcess } | undefined;
  // If the run is cut short, neither the shop server nor the store's processes may outlive it.
  const onExit = (): void => {
    shop?.process.kill('SIGTERM');
    execFileSync(join(REALWOO_DIR, 'stop.sh'), [real.store.dir], { stdio: 'ignore' });
  };
  process.once('exit', onExit);
  const stopAll = async (): Promise<void> => {
    process.off('exit', onExit);
    const running = shop?.process;
    if (running !== undefined && running.exitCode === null) {
      const exited = once(running, 'exit');
      running.kill('SIGTERM');
      // The server closes its connections on SIGTERM; one that hangs must not hold the run.
      const late = setTimeout(() => running.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(late);
    }
    await real.store.stop();
  };
  try {
    // The port is chosen first so the shop knows its public address, as in production.
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${String(port)}`;
    // The gateway's way back goes to the shop's /pedido-confirmado, and the mails link there.
    await setPublicUrl(real.writer, publicUrl);
    shop = await startShopServer({
      PUBLIC_URL: publicUrl,
      NODE_EXTRA_CA_CERTS: real.store.caPath,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      STORE_URL: real.store.httpsUrl,
      WC_CONSUMER_KEY: real.store.readKey.key,
      WC_CONSUMER_SECRET: real.store.readKey.secret,
      WC_WRITE_CONSUMER_KEY: real.store.writeKey.key,
      WC_WRITE_CONSUMER_SECRET: real.store.writeKey.secret,
      // No map tiles from the internet: the checkout's pin works on the blank map.
      MAP_TILE_URL: '',
      MAP_CENTER: '18.4713,-69.9397',
    });
    process.env[REAL_SHOP_ENV.shopUrl] = shop.url;
    // The storefront's fixtures (baseURL, and no request carrying the store's key) read it here.
    process.env[E2E_ENV.shopUrl] = shop.url;
    process.env[REAL_SHOP_ENV.keyedUrl] = real.store.httpsUrl;
    process.env[REAL_SHOP_ENV.openUrl] = real.store.httpUrl;
    process.env[REAL_SHOP_ENV.caPath] = real.store.caPath;
    process.env[REAL_SHOP_ENV.writeKey] = real.store.writeKey.key;
    process.env[REAL_SHOP_ENV.writeSecret] = real.store.writeKey.secret;
    process.env[REAL_SHOP_ENV.customerEmail] = real.store.customer.email;
    process.env[REAL_SHOP_ENV.customerPassword] = real.store.customer.password;
    return stopAll;
  } catch (error) {
    await stopAll();
    throw error;
  }
}
