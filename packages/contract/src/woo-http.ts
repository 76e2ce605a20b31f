import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** How to reach a WooCommerce with a key pair: Basic auth, so `url` must be https (or loopback http). */
export interface WooConnection {
  /** e.g. `https://127.0.0.1:8443` (no trailing slash needed). */
  url: string;
  key: string;
  secret: string;
  /** PEM of a certificate authority to trust besides the system's (the test store's own). */
  ca?: string | undefined;
}

/** A raw answer: status, headers and the parsed JSON body (or the text when it is not JSON). */
export interface WooAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** How long one call may take; the real store answers in a fraction of a second, batches in tens. */
const CALL_TIMEOUT_MS = 120_000;

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * One keyed call under `wp-json/` with the pair by Basic auth (node's own http, so a test can
 * trust the store's certificate without `NODE_EXTRA_CA_CERTS`).
 */
export function wooCall(
  connection: WooConnection,
  method: string,
  route: string,
  body?: unknown,
): Promise<WooAnswer> {
  const url = new URL(
    `wp-json/${route}`,
    connection.url.endsWith('/') ? connection.url : `${connection.url}/`,
  );
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((done, fail) => {
    const call = send(
      url,
      {
        method,
        auth: `${connection.key}:${connection.secret}`,
        headers: {
          accept: 'application/json',
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
        ...(connection.ca === undefined ? {} : { ca: connection.ca }),
        timeout: CALL_TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          done({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: parse(Buffer.concat(chunks).toString('utf8')),
          }),
        );
        response.on('error', fail);
      },
    );
    call.on('timeout', () => call.destroy(new Error(`${method} ${route}: sin respuesta`)));
    call.on('error', fail);
    call.end(payload);
  });
}

/** Like {@link wooCall}, but a status outside 200–299 throws with the store's answer. */
export async function wooWrite(
  connection: WooConnection,
  method: string,
  route: string,
  body?: unknown,
): Promise<unknown> {
  const answer = await wooCall(connection, method, route, body);
  if (answer.status < 200 || answer.status > 299) {
    throw new Error(
      `${method} ${route} → ${String(answer.status)}: ${JSON.stringify(answer.body).slice(0, 400)}`,
    );
  }
  return answer.body;
}
