import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { loadShopConfig } from '../../server/env.js';
import { startShop, type RunningShop } from '../../server/start-server.js';
import { startFakeStore, type FakeHandler, type FakeStore, type FakeTls } from './fake-store.js';
import { standInRenderer } from './stand-in-page.js';

export const TEST_KEY = 'ck_0123456789abcdef0123456789abcdef01234567';
export const TEST_SECRET = 'cs_76543210fedcba9876543210fedcba9876543210';

/** Bearer tokens the fake store knows, by user id. */
export const TOKENS = {
  user1: 'token.user.1',
  user2: 'token.user.2',
  expired: 'token.expired',
} as const;

/** Answers the bearer look-up like the JWT account API; everything else goes to `handler`. */
function withAccounts(handler: FakeHandler): FakeHandler {
  return (call) => {
    if (call.path !== '/wp-json/api/v1/users' || call.method !== 'GET') return handler(call);
    const auth = call.headers.authorization;
    if (auth === `Bearer ${TOKENS.user1}`)
      return { body: { code: 'ok', results: { userData: { data: { ID: 1 } } } } };
    if (auth === `Bearer ${TOKENS.user2}`)
      return { body: { code: 'ok', results: { userData: { data: { ID: '2' } } } } };
    return {
      status: 403,
      body: { code: 'jwt_auth_invalid_token', message: 'Token inválido.', data: { status: 403 } },
    };
  };
}

export interface ShopHarness {
  store: FakeStore;
  shop: RunningShop;
  /** Nonces handed to the page renderer, in request order. */
  nonces: string[];
  close: () => Promise<void>;
}

/**
 * The shop server on a throwaway `dist/` (a script with its `.br`/`.gz` siblings, an image, `builds/latest.json`, a manifest) in front of
 * a fake store, for proxy and header tests.
 */
export async function startShopHarness(
  options: { handler?: FakeHandler; env?: Record<string, string>; tls?: FakeTls } = {},
): Promise<ShopHarness> {
  const store = await startFakeStore(
    withAccounts(options.handler ?? (() => undefined)),
    options.tls,
  );
  const distDir = await mkdtemp(join(tmpdir(), 'vitrina-shop-'));
  await mkdir(join(distDir, 'client', 'assets'), { recursive: true });
  await mkdir(join(distDir, 'client', 'builds'), { recursive: true });
  await mkdir(join(distDir, 'client', '.vite'), { recursive: true });
  const appScript = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  await writeFile(join(distDir, 'client', 'assets', 'app-abc123.js'), appScript);
  // Like the build: scripts come with their compressed siblings, other assets without.
  await writeFile(join(distDir, 'client', 'assets', 'app-abc123.js.gz'), gzipSync(appScript));
  await writeFile(
    join(distDir, 'client', 'assets', 'app-abc123.js.br'),
    brotliCompressSync(appScript),
  );
  await writeFile(
    join(distDir, 'client', 'assets', 'logo-abc123.svg'),
    `<svg>${'x'.repeat(2000)}</svg>`,
  );
  await writeFile(join(distDir, 'client', 'builds', 'latest.json'), '{"id":"b1","timestamp":1}');
  await writeFile(
    join(distDir, 'client', '.vite', 'manifest.json'),
    '{"secret-manifest":{"file":"x"}}',
  );
  await writeFile(join(distDir, 'client', 'humans.txt'), 'Equipo: Vitrina\n');
  const nonces: string[] = [];
  const config = loadShopConfig({
    PORT: '0',
    STORE_URL: store.url,
    WC_CONSUMER_KEY: TEST_KEY,
    WC_CONSUMER_SECRET: TEST_SECRET,
    // The proxy's own tests watch every call reach the store; the cache's tests turn it on.
    CATALOGUE_CACHE_MAX_AGE: '0',
    ...options.env,
  });
  const shop = await startShop(config, { distDir, renderPage: standInRenderer(nonces) });
  // The search reads the catalogue as the shop starts; the tests count only their own calls.
  await shop.catalogueSearch?.settled();
  store.calls.length = 0;
  return {
    store,
    shop,
    nonces,
    close: async () => {
      await shop.close();
      await store.close();
      await rm(distDir, { recursive: true, force: true });
    },
  };
}
