import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request on its way to the store. */
export interface RelayedRequest {
  method: string;
  /** Path and query, as sent. */
  target: string;
}

export interface StoreRelay {
  url: string;
  close: () => Promise<void>;
}

const HOP_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding']);

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Stands between the shop server and a real store, passing every request on unchanged after
 * `beforeForward` ran: a test makes something happen at the store at an exact point of a flow
 * (another tab's cart write while an order is being placed).
 */
export function startStoreRelay(
  storeUrl: string,
  beforeForward: (request: RelayedRequest) => Promise<void>,
): Promise<StoreRelay> {
  const server = createServer((req, res) => {
    void (async () => {
      const body = await bodyOf(req);
      const request = { method: req.method ?? 'GET', target: req.url ?? '/' };
      await beforeForward(request);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string' && !HOP_HEADERS.has(name)) headers.set(name, value);
      }
      const answer = await fetch(new URL(request.target, storeUrl), {
        method: request.method,
        headers,
        ...(body.length > 0 ? { body: new Uint8Array(body) } : {}),
      });
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
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${String(port)}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
