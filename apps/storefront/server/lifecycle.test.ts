// @vitest-environment node
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { DEMO_SHOP_IDENTITY } from '@vitrina/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStore, type FakeStore } from '../test/support/fake-store.js';
import { loadShopConfig } from './env.js';
import { APP_ROOT, startShop, type RunningShop } from './start-server.js';
import { standInRenderer } from '../test/support/stand-in-page.js';

// M7: a balancer's view of one shop server — alive, ready for traffic, and drained on SIGTERM.

let store: FakeStore;
let storeUp = true;
beforeAll(async () => {
  store = await startFakeStore((call) => {
    if (call.path === '/wp-json/vitrina/v1/shop')
      return storeUp ? { body: DEMO_SHOP_IDENTITY } : { status: 503, raw: '<h1>503</h1>' };
    // A slow catalogue read: the request in flight when the SIGTERM comes.
    if (call.path === '/wp-json/wc/v3/products') return { body: [], delay: 1_500 };
    return undefined;
  });
});
afterAll(async () => {
  await store.close();
});

describe('M7: /healthz and /readyz', () => {
  let shop: RunningShop;
  beforeAll(async () => {
    shop = await startShop(loadShopConfig({ PORT: '0', STORE_URL: store.url }), {
      distDir: '/nonexistent',
      renderPage: standInRenderer(),
    });
  });
  afterAll(async () => {
    await shop.close();
  });

  it('/readyz says 200 while the store answers and 503 while it does not; /healthz 200 throughout', async () => {
    const probe = async () => {
      const [health, ready] = await Promise.all([
        fetch(`${shop.url}/healthz`),
        fetch(`${shop.url}/readyz`),
      ]);
      return { health: health.status, ready: ready.status, body: (await ready.json()) as unknown };
    };
    expect(await probe()).toEqual({
      health: 200,
      ready: 200,
      body: { ready: true, draining: false, checks: { store: 'ok' } },
    });
    storeUp = false;
    // Probes that come together share one answer for a second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    try {
      expect(await probe()).toMatchObject({
        health: 200,
        ready: 503,
        body: { checks: { store: 'down' } },
      });
    } finally {
      storeUp = true;
    }
  });
});

/** A shop in front of a store of its own that answers every call after `delay` ms. */
async function shopBefore(delay: number) {
  const slowStore = await startFakeStore((call) =>
    call.path === '/wp-json/vitrina/v1/shop' ? { body: DEMO_SHOP_IDENTITY, delay } : { delay },
  );
  const slowShop = await startShop(loadShopConfig({ PORT: '0', STORE_URL: slowStore.url }), {
    distDir: '/nonexistent',
    renderPage: standInRenderer(),
  });
  return {
    url: slowShop.url,
    probeCalls: () =>
      slowStore.calls.filter((call) => call.path === '/wp-json/vitrina/v1/shop').length,
    close: async () => {
      await slowShop.close();
      await slowStore.close();
    },
  };
}

describe('M7: a busy store is not a dead one (sale day, #35)', () => {
  it('/readyz turns 200 for a store slower than its 2 s probe: the probe’s own late answer counts', async () => {
    const busy = await shopBefore(3_000);
    try {
      await expect
        .poll(async () => (await fetch(`${busy.url}/readyz`)).status, { timeout: 15_000 })
        .toBe(200);
    } finally {
      await busy.close();
    }
  });

  it('/readyz stays 503 for a store that answers nothing, and asks it one probe call at a time', async () => {
    const hung = await shopBefore(20_000);
    try {
      // A balancer probing again and again while the first call waits out the store's deadline.
      for (let probe = 0; probe < 3; probe += 1) {
        expect((await fetch(`${hung.url}/readyz`)).status).toBe(503);
      }
      expect(hung.probeCalls()).toBe(1);
    } finally {
      await hung.close();
    }
  });
});

describe('M7: SIGTERM', () => {
  it('drains: no new connection is taken, the request in flight is answered whole, and the server exits 0', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: APP_ROOT,
      env: { PATH: process.env['PATH'] ?? '', PORT: '0', STORE_URL: store.url },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const found = /escucha en (http:\/\/\S+)/.exec(output)?.[1];
        if (found !== undefined) resolve(found);
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', () => reject(new Error(output)));
    });
    const inFlight = fetch(`${url}/wp-json/wc/v3/products`);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual([]);
    const [code] = (await exited) as [number | null];
    expect(code).toBe(0);
    expect(output).toContain('no acepta conexiones nuevas');
  }, 60_000);
});
