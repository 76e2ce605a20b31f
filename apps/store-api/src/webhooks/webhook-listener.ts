import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One POST a store made to the listener. */
export interface Delivery {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A loopback HTTP listener that keeps every POST a store's webhooks make to it (tests of the
 * embedded store and the real WooCommerce contract).
 */
export interface WebhookListener {
  url: string;
  /** What arrived at `path` so far, in order. */
  at(path: string): Delivery[];
  /** Waits (up to 10 s) until `count` posts have arrived at `path`; answers them, else throws. */
  until(path: string, count: number): Promise<Delivery[]>;
  close(): Promise<void>;
}

export async function startWebhookListener(): Promise<WebhookListener> {
  const deliveries: Delivery[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      deliveries.push({ path: request.url ?? '', headers: request.headers, body });
      response.end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const at = (path: string) => deliveries.filter((delivery) => delivery.path === path);
  return {
    url: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`,
    at,
    async until(path, count) {
      const deadline = Date.now() + 10_000;
      while (at(path).length < count) {
        if (Date.now() > deadline) {
          throw new Error(`${String(at(path).length)} de ${String(count)} envíos en ${path}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return at(path);
    },
    close: () => new Promise((done) => server.close(() => done())),
  };
}
