// @vitest-environment node
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { DEMO_SHOP_IDENTITY } from '@vitrina/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStore, type FakeStore } from '../test/support/fake-store.js';
import { APP_ROOT } from './start-server.js';

const run = promisify(execFile);

/** `pnpm serve` as an operator runs it, with `env` as its whole environment but PATH. */
async function serve(env: Record<string, string>) {
  const started = run(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: APP_ROOT,
    env: { PATH: process.env['PATH'] ?? '', PORT: '0', ...env },
    timeout: 60_000,
  });
  return started.then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: error.code,
      output: `${error.stdout ?? ''}${error.stderr ?? ''}`,
    }),
  );
}

// A store whose settings are the demo's, as the embedded store's are.
let store: FakeStore;
beforeAll(async () => {
  store = await startFakeStore((call) =>
    call.path === '/wp-json/vitrina/v1/shop' ? { body: DEMO_SHOP_IDENTITY } : undefined,
  );
});
afterAll(async () => {
  await store.close();
});

const PRODUCTION = { PUBLIC_URL: 'https://vitrina.example.do' };

describe('the shop server in production (https PUBLIC_URL away from this machine)', () => {
  it("does not start on the store's demo RNC, and says why in Spanish", async () => {
    const { code, output } = await serve({ ...PRODUCTION, STORE_URL: store.url });
    expect(code).toBe(1);
    expect(output).toContain('La tienda no arranca: El RNC del vendedor es el de la demostración');
    expect(output).not.toContain('escucha en');
  }, 70_000);

  it('does not start with the demo RNC in SELLER_RNC, naming the variable', async () => {
    const { code, output } = await serve({
      ...PRODUCTION,
      STORE_URL: store.url,
      SELLER_RNC: '1-31-24679-6',
    });
    expect(code).toBe(1);
    expect(output).toMatch(/La configuración no es válida:[\s\S]*SELLER_RNC/);
  }, 70_000);
});
