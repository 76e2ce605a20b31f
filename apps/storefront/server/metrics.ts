import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { collectDefaultMetrics, Counter, Histogram, register } from 'prom-client';
import type { ShopAppEnv } from './app-env.js';
import { noteStoreAnswer } from './store-pulse.js';

// The shop server's figures in Prometheus's format (`GET /metrics`, prom-client's registry):
// what a sale day is watched by — requests and their latency, the store's calls and theirs, the
// caches' hits, and orders placed and refused by reason.

collectDefaultMetrics();

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15];

const requests = new Histogram({
  name: 'vitrina_requests_seconds',
  help: 'Answers of the shop server by route group, method and status class, in seconds.',
  labelNames: ['group', 'method', 'status'] as const,
  buckets: SECONDS,
});

const storeCalls = new Histogram({
  name: 'vitrina_store_calls_seconds',
  help: 'Calls of the shop server to the store by route and outcome, in seconds.',
  labelNames: ['route', 'outcome'] as const,
  buckets: SECONDS,
});

const cacheLookups = new Counter({
  name: 'vitrina_cache_lookups_total',
  help: 'Look-ups of the catalogue and page caches by result (hit, stale, miss…).',
  labelNames: ['cache', 'result'] as const,
});

const orders = new Counter({
  name: 'vitrina_orders_total',
  help: 'Orders asked for at «Confirmar pedido»: placed, or refused with the refusal code.',
  labelNames: ['outcome', 'reason'] as const,
});

/** Where a path belongs, so the figures have few labels however many pages there are. */
function routeGroup(path: string): string {
  if (path.startsWith('/assets/')) return 'assets';
  if (path.startsWith('/wp-json/')) return 'wp-json';
  if (path.startsWith('/media/')) return 'media';
  if (path.startsWith('/webhooks/')) return 'webhooks';
  const api = /^\/api\/([a-z]+)/.exec(path);
  if (api) return `api/${api[1] ?? ''}`;
  if (path === '/healthz' || path === '/readyz' || path === '/metrics') return 'probes';
  return 'pages';
}

/** A store route without its ids: `wc/v3/products/12/variations` → `wc/v3/products/:id/variations`. */
export function storeRouteLabel(route: string): string {
  return route
    .split('/')
    .map((part) => (/^\d+$/.test(part) ? ':id' : part))
    .join('/')
    .slice(0, 80);
}

/**
 * Times one store call (`outcome` is the answer's status class, or why there was none) and
 * notes the store's answer for readiness: every store call passes here.
 */
export async function timedStoreCall(
  route: string,
  call: () => Promise<Response>,
): Promise<Response> {
  const stop = storeCalls.startTimer({ route: storeRouteLabel(route) });
  try {
    const response = await call();
    stop({ outcome: `${String(Math.floor(response.status / 100))}xx` });
    noteStoreAnswer(response);
    return response;
  } catch (error) {
    stop({ outcome: error instanceof Error ? error.name : 'error' });
    throw error;
  }
}

export function countCacheLookup(cache: 'catalogue' | 'pages', result: string): void {
  cacheLookups.inc({ cache, result });
}

/** Counts an answer of «Confirmar pedido»: 201 placed, else refused with its code. */
export function countOrderAnswer(status: number, code: string | undefined): void {
  if (status === 201) orders.inc({ outcome: 'placed', reason: '' });
  else orders.inc({ outcome: 'refused', reason: code ?? String(status) });
}

/** Times every answer by route group. */
export const requestMetrics: MiddlewareHandler<ShopAppEnv> = async (c, next) => {
  const stop = requests.startTimer({ group: routeGroup(c.req.path), method: c.req.method });
  await next();
  stop({ status: `${String(Math.floor(c.res.status / 100))}xx` });
};

const sameSecret = (given: string, expected: string): boolean => {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
};

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * `GET /metrics` for Prometheus: with `METRICS_TOKEN` as a bearer, or without one only from this
 * machine. The figures say how busy the shop is, which is nobody else's business: anyone else
 * gets the same 404 as a page that does not exist.
 */
export function metricsEndpoint(token: string | undefined): MiddlewareHandler<ShopAppEnv> {
  return async (c) => {
    const allowed =
      token === undefined
        ? LOOPBACK.has(c.env.incoming?.socket.remoteAddress ?? '')
        : sameSecret(c.req.header('authorization') ?? '', `Bearer ${token}`);
    if (!allowed) return c.text('No encontrado', 404, { 'cache-control': 'no-store' });
    return c.body(await register.metrics(), 200, {
      'content-type': register.contentType,
      'cache-control': 'no-store',
    });
  };
}
