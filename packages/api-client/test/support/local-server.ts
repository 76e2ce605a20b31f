import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/** A request the local server received. */
export interface RecordedRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A throw-away HTTP server on 127.0.0.1 that misbehaves on purpose. */
export interface LocalServer {
  baseUrl: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * Starts a server on a free port whose `handle` decides each answer (or never answers).
 * For fault cases the embedded store cannot produce: hangs, HTML gateways, broken JSON.
 */
export async function startLocalServer(
  handle: (request: RecordedRequest, response: ServerResponse, index: number) => void,
): Promise<LocalServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        url: new URL(incoming.url ?? '/', 'http://127.0.0.1'),
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      handle(request, response, requests.length - 1);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('No TCP address');
  return {
    baseUrl: `http://127.0.0.1:${address.port}/`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Answers JSON with a status and extra headers. */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8', ...headers });
  response.end(JSON.stringify(body));
}

/**
 * A proxy in front of `upstream` that forwards every request and, when `dropAnswer` says so,
 * lets the upstream finish (the store commits) and then cuts the connection before answering:
 * "the server did it but the answer was lost" (R8, H3).
 */
export function startLossyProxy(
  upstream: string,
  dropAnswer: (request: RecordedRequest) => boolean,
): Promise<LocalServer> {
  return startLocalServer((request, response) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name)) {
        headers.set(name, value);
      }
    }
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    void fetch(new URL(`${request.url.pathname}${request.url.search}`, upstream), {
      method: request.method,
      headers,
      ...(hasBody ? { body: request.body } : {}),
    })
      .then(async (answer) => {
        const body = await answer.text();
        if (dropAnswer(request)) {
          response.destroy();
          return;
        }
        response.writeHead(answer.status, Object.fromEntries(answer.headers));
        response.end(body);
      })
      .catch(() => response.destroy());
  });
}
