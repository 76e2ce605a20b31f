import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request on its way to the store. */
export interface RelayedRequest {
  method: string;
  /** Path and query, as sent. */
  target: string;
}

/**
 * What the relay does to a request: the store never sees it and the shop server gets a gateway's
 * 502 page, or a limiter's 429 with `Retry-After: 1` (WooCommerce's rate limits, a WAF or a CDN
 * in front of the store); the store commits, then the shop server gets a 500 (a PHP fatal in a late hook, a
 * proxy's error page), a dropped connection, the answer 20 s late (`hold`) or its headers and
 * never its body (`stall-after-headers`); or the shop server gets a 504 at once and the store
 * commits later, when the test calls `commitLate` (a proxy timing out while PHP goes on).
 */
export const STORE_FAULTS = [
  '502-before-commit',
  '429-before-commit',
  'commit-then-500',
  'commit-then-drop',
  'hold',
  'stall-after-headers',
  '504-then-commit',
] as const;
export type StoreFault = (typeof STORE_FAULTS)[number];

const HOLD_MS = 20_000;

export interface StoreRelay {
  url: string;
  /** Hands the store the requests answered with `504-then-commit`, and waits for it. */
  commitLate: () => Promise<void>;
  close: () => Promise<void>;
}

const HOP_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding']);

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Stands between the shop server and a real store, passing every request on after
 * `beforeForward` ran: a test makes something happen at the store at an exact point of a flow
 * (another tab's cart write while an order is being placed), or spoils the answer of a request
 * the store has carried out (a `StoreFault`).
 */
export function startStoreRelay(
  storeUrl: string,
  beforeForward: (request: RelayedRequest) => Promise<StoreFault | undefined | void>,
  port = 0,
): Promise<StoreRelay> {
  let late: (() => Promise<unknown>)[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const body = await bodyOf(req);
      const request = { method: req.method ?? 'GET', target: req.url ?? '/' };
      const fault = await beforeForward(request);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string' && !HOP_HEADERS.has(name)) headers.set(name, value);
      }
      const forward = () =>
        fetch(new URL(request.target, storeUrl), {
          method: request.method,
          headers,
          ...(body.length > 0 ? { body: new Uint8Array(body) } : {}),
        });
      if (fault === '502-before-commit') {
        res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>502 Bad Gateway</h1>');
        return;
      }
      if (fault === '429-before-commit') {
        res
          .writeHead(429, { 'content-type': 'text/html', 'retry-after': '1' })
          .end('<h1>429 Too Many Requests</h1>');
        return;
      }
      if (fault === '504-then-commit') {
        late.push(async () => (await forward()).arrayBuffer());
        res.writeHead(504, { 'content-type': 'text/html' }).end('<h1>504 Gateway Time-out</h1>');
        return;
      }
      const answer = await forward();
      if (fault === 'hold') await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      if (fault === 'stall-after-headers') {
        await answer.arrayBuffer();
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.write('[');
        return;
      }
      if (fault === 'commit-then-drop') {
        await answer.arrayBuffer();
        req.socket.destroy();
        return;
      }
      if (fault === 'commit-then-500') {
        await answer.arrayBuffer();
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ code: 'internal_error', message: 'Error', data: { status: 500 } }),
        );
        return;
      }
      const passed: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        // fetch already decoded the body.
        if (name !== 'content-encoding' && !HOP_HEADERS.has(name)) passed[name] = value;
      });
      res.writeHead(answer.status, passed);
      res.end(Buffer.from(await answer.arrayBuffer()));
    })().catch((error: unknown) => {
      res.writeHead(502).end(String(error));
    });
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${String(port)}`,
        commitLate: async () => {
          const held = late;
          late = [];
          await Promise.all(held.map((commit) => commit()));
        },
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
