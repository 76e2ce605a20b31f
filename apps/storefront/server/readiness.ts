import type { Handler } from 'hono';
import type { ShopAppEnv } from './app-env.js';
import { STORE_DEADLINE_MS, type StoreFetch } from './proxy/store-upstream.js';
import { storeAnsweredWithin } from './store-pulse.js';

/** A dependency the shop cannot serve without, asked whether it answers. */
export type ReadinessCheck = (signal: AbortSignal) => Promise<boolean>;

/** How long one probe of a dependency may take: a balancer polls every few seconds. */
const PROBE_MS = 2_000;
/** Probes that arrive together share one answer for this long. */
const KEEP_MS = 1_000;

/**
 * The store answers its lightest call, the shop's own settings (`vitrina/v1/shop`), within the
 * probe's time; or, when that takes longer, it answered a call of this instance within the
 * store's deadline: busy, not down. The probe's own call runs on to that deadline, so its late
 * answer counts for the next probes even when no shopper's call reaches the store. Every instance
 * shares the store: a probe that took a busy store for a dead one would pull them all out of the
 * balancer at once, and the cached pages with them (sale day, #35). A store that refuses (5xx)
 * or has answered nothing for that long is down.
 */
export function storeAnswers(storeFetch: StoreFetch, storeUrl: string): ReadinessCheck {
  // One probe call at a time: while a stalled store holds one to its deadline, the next probes
  // wait on that call instead of piling more onto the store.
  let pending: Promise<boolean> | undefined;
  const askStore = () =>
    storeFetch({
      method: 'GET',
      route: 'vitrina/v1/shop',
      query: new URLSearchParams(),
      headers: new Headers({ accept: 'application/json' }),
      signed: false,
      private: true,
    })
      .then(async (response) => {
        await response.body?.cancel();
        return response.ok;
      })
      .finally(() => {
        pending = undefined;
      });
  return async (signal) => {
    const answered = (pending ??= askStore());
    const late = new Promise<'late'>((resolve) => {
      signal.addEventListener('abort', () => resolve('late'), { once: true });
    });
    const first = await Promise.race([answered, late]);
    if (first !== 'late') return first;
    answered.catch(() => undefined);
    return storeAnsweredWithin(storeUrl, STORE_DEADLINE_MS);
  };
}

/**
 * Whether this instance should get traffic (M7): `/healthz` answers while the process lives;
 * `/readyz` only while every dependency in `checks` answers and the instance is not draining (a
 * SIGTERM takes it out of the balancer before its connections close). The `degradable` ones
 * (Redis) are reported, `degraded: true` while one is down, without taking the instance out:
 * every instance shares them, so a balancer would take out all of them at once, while each one
 * sells on from its own memory (M5).
 */
export function createReadiness(
  checks: Readonly<Record<string, ReadinessCheck>>,
  degradable: Readonly<Record<string, ReadinessCheck>> = {},
) {
  let draining = false;
  let kept: { at: number; answer: Promise<Record<string, boolean>> } | undefined;

  async function probe(): Promise<Record<string, boolean>> {
    const entries = await Promise.all(
      Object.entries({ ...checks, ...degradable }).map(async ([name, check]) => {
        const up = await check(AbortSignal.timeout(PROBE_MS)).catch(() => false);
        return [name, up] as const;
      }),
    );
    return Object.fromEntries(entries);
  }

  const healthz: Handler<ShopAppEnv> = () =>
    new Response('ok', { headers: { 'content-type': 'text/plain', 'cache-control': 'no-store' } });

  const readyz: Handler<ShopAppEnv> = async () => {
    const now = Date.now();
    if (kept === undefined || now - kept.at > KEEP_MS) kept = { at: now, answer: probe() };
    const answers = await kept.answer;
    const ready = !draining && Object.keys(checks).every((name) => answers[name] === true);
    const body = {
      ready,
      draining,
      ...(Object.keys(degradable).length === 0
        ? {}
        : { degraded: Object.keys(degradable).some((name) => answers[name] !== true) }),
      checks: Object.fromEntries(
        Object.entries(answers).map(([name, up]) => [name, up ? 'ok' : 'down']),
      ),
    };
    return new Response(JSON.stringify(body), {
      status: ready ? 200 : 503,
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
    });
  };

  return {
    healthz,
    readyz,
    /** From now on `/readyz` says 503: the balancer stops sending new requests here. */
    startDraining: () => {
      draining = true;
    },
  };
}

export type Readiness = ReturnType<typeof createReadiness>;
