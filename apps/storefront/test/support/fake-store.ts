import { createServer, type IncomingHttpHeaders, type RequestListener } from 'node:http';
import { createServer as createTlsServer } from 'node:https';

/** One request the fake store received. */
export interface RecordedCall {
  method: string;
  /** Path and query exactly as received. */
  target: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  /** Sent as is instead of `body` as JSON (an HTML error page, a truncated answer). */
  raw?: string;
  /** Milliseconds to wait before answering (a slow store). */
  delay?: number;
  headers?: Record<string, string>;
}

export type FakeHandler = (call: RecordedCall) => FakeReply | undefined;

export interface FakeStore {
  url: string;
  calls: RecordedCall[];
  /** Calls other than the bearer look-up `GET api/v1/users`. */
  resourceCalls: () => RecordedCall[];
  close: () => Promise<void>;
}

/** A certificate and its key, to serve the fake store over https. */
export interface FakeTls {
  key: string;
  cert: string;
}

/**
 * A small local HTTP server standing in for the store in proxy tests: it records every request
 * and answers from `handler` (200 `{}` when the handler has nothing to say); over https with `tls`.
 */
export function startFakeStore(
  handler: FakeHandler = () => undefined,
  tls?: FakeTls,
): Promise<FakeStore> {
  const calls: RecordedCall[] = [];
  const listener: RequestListener = (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const target = req.url ?? '/';
      const url = new URL(target, 'http://fake.store');
      const call: RecordedCall = {
        method: req.method ?? 'GET',
        target,
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      calls.push(call);
      const reply = handler(call) ?? {};
      const type = reply.raw === undefined ? 'application/json' : 'text/html';
      setTimeout(() => {
        res.writeHead(reply.status ?? 200, { 'content-type': type, ...reply.headers });
        res.end(reply.raw ?? JSON.stringify(reply.body ?? {}));
      }, reply.delay ?? 0);
    });
  };
  const server = tls === undefined ? createServer(listener) : createTlsServer(tls, listener);
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = address !== null && typeof address === 'object' ? address.port : 0;
      resolve({
        url: `${tls === undefined ? 'http' : 'https'}://127.0.0.1:${port}`,
        calls,
        resourceCalls: () => calls.filter((call) => call.path !== '/wp-json/api/v1/users'),
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
