import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  isStoreApiError,
  isStoreClientError,
  isStoreNetworkError,
  isStoreResponseError,
  isStoreTimeoutError,
  StoreApiError,
} from './errors.js';
import { createStoreHttp, type StoreHttpOptions } from './http.js';
import { requestPage } from './pagination.js';
import { sendJson, startLocalServer, type LocalServer } from '../test/support/local-server.js';

const OkSchema = z.looseObject({ ok: z.boolean() });
let server: LocalServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(handle: Parameters<typeof startLocalServer>[0]): Promise<LocalServer> {
  server = await startLocalServer(handle);
  return server;
}

function httpFor(local: LocalServer, options: Partial<StoreHttpOptions> = {}) {
  return createStoreHttp({ baseUrl: local.baseUrl, ...options });
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('request identity (spec §7)', () => {
  it('sends the bearer token when there is one, and no cart_key', async () => {
    const local = await serve((_request, response) => sendJson(response, 200, { ok: true }));
    const http = httpFor(local, { getToken: () => 'jwt-1', getCartKey: () => 'guest-key' });
    await http.request({
      method: 'GET',
      path: 'wp-json/cocart/v2/cart',
      auth: 'cart',
      schema: OkSchema,
    });
    expect(local.requests[0]?.headers.authorization).toBe('Bearer jwt-1');
    expect(local.requests[0]?.url.searchParams.has('cart_key')).toBe(false);
  });

  it('sends the guest cart_key as a query on cart calls when there is no token', async () => {
    const local = await serve((_request, response) => sendJson(response, 200, { ok: true }));
    const http = httpFor(local, {
      getToken: () => null,
      getCartKey: () => Promise.resolve('guest-key'),
    });
    await http.request({
      method: 'GET',
      path: 'wp-json/cocart/v2/cart',
      auth: 'cart',
      schema: OkSchema,
    });
    await http.request({ method: 'GET', path: 'wp-json/wp/v2/cashback', schema: OkSchema });
    expect(local.requests[0]?.url.searchParams.get('cart_key')).toBe('guest-key');
    expect(local.requests[0]?.headers.authorization).toBeUndefined();
    expect(local.requests[1]?.url.searchParams.has('cart_key')).toBe(false);
  });

  it('adds the consumer key and secret to wc/ calls only, and only when configured', async () => {
    const local = await serve((_request, response) => sendJson(response, 200, { ok: true }));
    const withKeys = httpFor(local, { consumerKey: 'ck_1', consumerSecret: 'cs_1' });
    const withoutKeys = httpFor(local);
    await withKeys.request({ method: 'GET', path: 'wp-json/wc/v3/products/1', schema: OkSchema });
    await withKeys.request({ method: 'GET', path: 'wp-json/api/v1/users', schema: OkSchema });
    await withoutKeys.request({
      method: 'GET',
      path: 'wp-json/wc/v3/products/1',
      schema: OkSchema,
    });
    expect(local.requests[0]?.url.searchParams.get('consumer_key')).toBe('ck_1');
    expect(local.requests[0]?.url.searchParams.get('consumer_secret')).toBe('cs_1');
    expect(local.requests[1]?.url.searchParams.has('consumer_key')).toBe(false);
    expect(local.requests[2]?.url.searchParams.has('consumer_key')).toBe(false);
  });

  it('echoes the XSRF-TOKEN cookie as X-XSRF-TOKEN in a browser, and sends none on a server', async () => {
    const local = await serve((_request, response) => sendJson(response, 200, { ok: true }));
    const http = httpFor(local);
    await http.request({ method: 'GET', path: 'a', schema: OkSchema });
    Reflect.set(globalThis, 'document', { cookie: 'theme=dark; XSRF-TOKEN=abc%3D%3D; other=1' });
    try {
      await http.request({ method: 'GET', path: 'b', schema: OkSchema });
    } finally {
      Reflect.deleteProperty(globalThis, 'document');
    }
    expect(local.requests[0]?.headers['x-xsrf-token']).toBeUndefined();
    expect(local.requests[1]?.headers['x-xsrf-token']).toBe('abc==');
  });

  it('sends object bodies as JSON and list queries comma-separated', async () => {
    const local = await serve((_request, response) => sendJson(response, 200, { ok: true }));
    await httpFor(local).request({
      method: 'POST',
      path: 'x',
      query: { include: [3, 4], on_sale: true, skipped: undefined },
      json: { id: '7', quantity: '2' },
      schema: OkSchema,
    });
    const [request] = local.requests;
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request?.body ?? '')).toEqual({ id: '7', quantity: '2' });
    expect(request?.url.search).toBe('?include=3%2C4&on_sale=true');
  });

  it('resolves paths below a base URL that has a path of its own', async () => {
    const local = await serve((_request, response) => sendJson(response, 200, { ok: true }));
    await createStoreHttp({ baseUrl: `${local.baseUrl}tienda` }).request({
      method: 'GET',
      path: 'wp-json/wc/v3/products',
      schema: OkSchema,
    });
    expect(local.requests[0]?.url.pathname).toBe('/tienda/wp-json/wc/v3/products');
  });
});

describe('errors', () => {
  it('a 400 becomes a StoreApiError with the server message, code, method and path without query', async () => {
    const local = await serve((_request, response) =>
      sendJson(response, 400, {
        code: 'cocart_not_enough_in_stock',
        message: 'Solo quedan 2 unidades.',
        data: { status: 400 },
      }),
    );
    const error = await failure(
      httpFor(local, { consumerKey: 'ck_1', consumerSecret: 'cs_secret' }).request({
        method: 'POST',
        path: 'wp-json/wc/v3/orders',
        schema: OkSchema,
      }),
    );
    expect(isStoreApiError(error)).toBe(true);
    expect(error).toMatchObject({
      name: 'StoreApiError',
      status: 400,
      code: 'cocart_not_enough_in_stock',
      message: 'Solo quedan 2 unidades.',
      method: 'POST',
      path: 'wp-json/wc/v3/orders',
      data: { status: 400 },
    });
    expect(JSON.stringify(error)).not.toContain('cs_secret');
    expect(String(error)).not.toContain('cs_secret');
  });

  it('R20: an HTML 502 from a gateway is a StoreApiError whose message is not the HTML', async () => {
    const local = await serve((_request, response) => {
      response.writeHead(502, { 'Content-Type': 'text/html' });
      response.end('<html><body><h1>502 Bad Gateway</h1><script>x()</script></body></html>');
    });
    const error = await failure(
      httpFor(local).request({ method: 'GET', path: 'x', schema: OkSchema }),
    );
    expect(isStoreApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 502, code: undefined, message: 'HTTP 502 Bad Gateway' });
  });

  it('R19: a 200 whose field has the wrong shape is a StoreResponseError naming the field', async () => {
    const local = await serve((_request, response) => sendJson(response, 200, { items: 'x' }));
    const error = await failure(
      httpFor(local).request({
        method: 'GET',
        path: 'wp-json/cocart/v2/cart',
        schema: z.object({
          items: z.array(z.object({ quantity: z.object({ value: z.number() }) })),
        }),
      }),
    );
    expect(isStoreResponseError(error)).toBe(true);
    expect(error).toMatchObject({
      reason: 'schema',
      field: 'items',
      status: 200,
      path: 'wp-json/cocart/v2/cart',
    });
  });

  it('names nested fields with their full path', async () => {
    const local = await serve((_request, response) =>
      sendJson(response, 200, {
        items: [{ quantity: { value: 1 } }, { quantity: { value: '2' } }],
      }),
    );
    const error = await failure(
      httpFor(local).request({
        method: 'GET',
        path: 'x',
        schema: z.object({
          items: z.array(z.object({ quantity: z.object({ value: z.number() }) })),
        }),
      }),
    );
    expect(error).toMatchObject({ field: 'items.1.quantity.value' });
  });

  it('malformed JSON on a 200 is a StoreResponseError of reason not_json', async () => {
    const local = await serve((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{"items": [1, 2');
    });
    const error = await failure(
      httpFor(local).request({ method: 'GET', path: 'x', schema: OkSchema }),
    );
    expect(isStoreResponseError(error)).toBe(true);
    expect(error).toMatchObject({ reason: 'not_json', field: '(body)' });
  });

  it('an empty 200 is a StoreResponseError for a schema that needs a body', async () => {
    const local = await serve((_request, response) => {
      response.writeHead(200);
      response.end();
    });
    const error = await failure(
      httpFor(local).request({ method: 'GET', path: 'x', schema: OkSchema }),
    );
    expect(error).toMatchObject({ name: 'StoreResponseError', field: '(body)' });
  });

  it('network down: a refused connection is a StoreNetworkError', async () => {
    const local = await serve((_request, response) => sendJson(response, 200, { ok: true }));
    await local.close();
    server = undefined;
    const error = await failure(
      httpFor(local).request({ method: 'GET', path: 'x', schema: OkSchema }),
    );
    expect(isStoreNetworkError(error)).toBe(true);
    expect(error).toMatchObject({ method: 'GET', path: 'x' });
  });

  it('R7: a hung request fails with a StoreTimeoutError after the client timeout', async () => {
    const local = await serve(() => undefined);
    const error = await failure(
      httpFor(local, { timeout: 200 }).request({ method: 'GET', path: 'x', schema: OkSchema }),
    );
    expect(isStoreTimeoutError(error)).toBe(true);
    expect(error).toMatchObject({ timeout: 200, method: 'GET', path: 'x' });
  });

  it('R7: with retry, a hung GET is tried again before the timeout error surfaces', async () => {
    const local = await serve(() => undefined);
    const error = await failure(
      httpFor(local, { timeout: 150, retry: { limit: 2, backoffLimit: 10 } }).request({
        method: 'GET',
        path: 'x',
        schema: OkSchema,
      }),
    );
    expect(isStoreTimeoutError(error)).toBe(true);
    expect(local.requests).toHaveLength(3);
  });

  it('guards recognise errors by name, so copies from another bundle count', () => {
    const foreign = { name: 'StoreApiError', status: 500, message: 'x' };
    expect(isStoreApiError(foreign)).toBe(true);
    expect(isStoreClientError(foreign)).toBe(true);
    expect(isStoreNetworkError(foreign)).toBe(false);
    expect(isStoreApiError(new Error('x'))).toBe(false);
    expect(isStoreClientError(null)).toBe(false);
    expect(
      new StoreApiError({
        request: { method: 'GET', path: 'x' },
        status: 404,
        message: 'No existe.',
        code: 'rest_no_route',
        data: undefined,
        retryAfter: undefined,
      }),
    ).toBeInstanceOf(Error);
  });
});

describe('retries (GET only; R21)', () => {
  it('retries a GET after a 503 and answers the success', async () => {
    const local = await serve((_request, response, index) =>
      index === 0
        ? sendJson(response, 503, { code: 'x', message: 'busy' })
        : sendJson(response, 200, { ok: true }),
    );
    const { data } = await httpFor(local, { retry: { limit: 2, backoffLimit: 10 } }).request({
      method: 'GET',
      path: 'x',
      schema: OkSchema,
    });
    expect(data.ok).toBe(true);
    expect(local.requests).toHaveLength(2);
  });

  it('never retries a POST, PUT or DELETE without an idempotency key', async () => {
    const local = await serve((_request, response) => sendJson(response, 503, { message: 'busy' }));
    const http = httpFor(local, { retry: { limit: 3, backoffLimit: 10 } });
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      expect(
        isStoreApiError(await failure(http.request({ method, path: 'x', schema: OkSchema }))),
      ).toBe(true);
    }
    expect(local.requests.map((request) => request.method)).toEqual(['POST', 'PUT', 'DELETE']);
  });

  it('R7: a hung write times out once and is never sent again (a retried add-item adds twice)', async () => {
    const local = await serve(() => undefined);
    const error = await failure(
      httpFor(local, { timeout: 150, retry: { limit: 2, backoffLimit: 10 } }).request({
        method: 'POST',
        path: 'x',
        json: { id: '1', quantity: '1' },
        schema: OkSchema,
      }),
    );
    expect(isStoreTimeoutError(error)).toBe(true);
    expect(local.requests).toHaveLength(1);
  });

  it('does not retry a 4xx GET other than 408/429', async () => {
    const local = await serve((_request, response) =>
      sendJson(response, 404, {
        code: 'rest_no_route',
        message: 'No existe.',
        data: { status: 404 },
      }),
    );
    const error = await failure(
      httpFor(local, { retry: { limit: 3, backoffLimit: 10 } }).request({
        method: 'GET',
        path: 'x',
        schema: OkSchema,
      }),
    );
    expect(error).toMatchObject({ status: 404, code: 'rest_no_route' });
    expect(local.requests).toHaveLength(1);
  });

  it('R21: a GET answered 429 with Retry-After waits that long, then retries', async () => {
    const local = await serve((_request, response, index) =>
      index === 0
        ? sendJson(
            response,
            429,
            { code: 'rate_limited', message: 'Espera.' },
            { 'Retry-After': '1' },
          )
        : sendJson(response, 200, { ok: true }),
    );
    const started = Date.now();
    await httpFor(local, { retry: { limit: 1, backoffLimit: 10 } }).request({
      method: 'GET',
      path: 'x',
      schema: OkSchema,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(local.requests).toHaveLength(2);
  });

  it('R21: a POST answered 429 is not retried and carries retryAfter for the UI', async () => {
    const local = await serve((_request, response) =>
      sendJson(
        response,
        429,
        {
          code: 'rate_limited',
          message: 'Demasiadas solicitudes.',
          data: { status: 429, retry_after: 5 },
        },
        { 'Retry-After': '5' },
      ),
    );
    const error = await failure(
      httpFor(local, { retry: 2 }).request({ method: 'POST', path: 'x', schema: OkSchema }),
    );
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', retryAfter: 5 });
    expect(local.requests).toHaveLength(1);
  });

  it('reads retry_after from the body when the header is missing', async () => {
    const local = await serve((_request, response) =>
      sendJson(response, 429, {
        code: 'rate_limited',
        message: 'Espera.',
        data: { status: 429, retry_after: 7 },
      }),
    );
    const error = await failure(
      httpFor(local).request({ method: 'POST', path: 'x', schema: OkSchema }),
    );
    expect(error).toMatchObject({ retryAfter: 7 });
  });

  it('H1: an idempotent POST is retried with the same headers and body', async () => {
    const local = await serve((_request, response, index) =>
      index === 0
        ? sendJson(response, 502, { message: 'gateway' })
        : sendJson(response, 201, { ok: true }),
    );
    await httpFor(local, { retry: { limit: 2, backoffLimit: 10 } }).request({
      method: 'POST',
      path: 'wp-json/wc/v3/orders',
      headers: { 'Idempotency-Key': 'k-1' },
      json: { a: 1 },
      idempotent: true,
      schema: OkSchema,
    });
    expect(local.requests.map((request) => request.headers['idempotency-key'])).toEqual([
      'k-1',
      'k-1',
    ]);
    expect(local.requests.map((request) => request.body)).toEqual(['{"a":1}', '{"a":1}']);
  });
});

describe('edge cases', () => {
  it("a caller's abort rejects with the AbortError itself, not a store error", async () => {
    const local = await serve(() => undefined);
    const controller = new AbortController();
    const pending = httpFor(local).request({
      method: 'GET',
      path: 'x',
      schema: OkSchema,
      signal: controller.signal,
    });
    controller.abort();
    const error = await failure(pending);
    expect(isStoreClientError(error)).toBe(false);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('reads Retry-After given as an HTTP date', async () => {
    const local = await serve((_request, response) =>
      sendJson(
        response,
        429,
        { message: 'Espera.' },
        { 'Retry-After': new Date(Date.now() + 30_000).toUTCString() },
      ),
    );
    const error = await failure(
      httpFor(local).request({ method: 'POST', path: 'x', schema: OkSchema }),
    );
    expect(isStoreApiError(error) && error.retryAfter !== undefined && error.retryAfter > 20).toBe(
      true,
    );
  });

  it('a body cut off mid-answer is a StoreNetworkError', async () => {
    const local = await serve((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1000' });
      response.write('{"ok": tr');
      setTimeout(() => response.destroy(), 20);
    });
    const error = await failure(
      httpFor(local).request({ method: 'GET', path: 'x', schema: OkSchema }),
    );
    expect(isStoreNetworkError(error)).toBe(true);
  });

  it("R7: a body that stalls past the fetch's deadline is a StoreTimeoutError, not a lost connection", async () => {
    const local = await serve((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1000' });
      response.write('{"ok": tr');
    });
    // The shop server's fetch bounds the whole answer, body included, with one deadline.
    const deadlined: typeof fetch = (input, init) =>
      fetch(input, { ...init, signal: AbortSignal.timeout(150) });
    const error = await failure(
      httpFor(local, { fetch: deadlined, timeout: 150 }).request({
        method: 'GET',
        path: 'x',
        schema: OkSchema,
      }),
    );
    expect(isStoreTimeoutError(error)).toBe(true);
    expect(error).toMatchObject({ timeout: 150, method: 'GET', path: 'x' });
  });

  it('a malformed XSRF cookie is echoed as it is, and no cookie means no header', async () => {
    const local = await serve((_request, response) => sendJson(response, 200, { ok: true }));
    const http = httpFor(local);
    for (const cookie of ['XSRF-TOKEN=%E0%A4%A', 'theme=dark']) {
      Reflect.set(globalThis, 'document', { cookie });
      try {
        await http.request({ method: 'GET', path: 'x', schema: OkSchema });
      } finally {
        Reflect.deleteProperty(globalThis, 'document');
      }
    }
    expect(local.requests.map((request) => request.headers['x-xsrf-token'])).toEqual([
      '%E0%A4%A',
      undefined,
    ]);
  });

  it('a collection without X-WP-Total is a StoreResponseError naming the header', async () => {
    const local = await serve((_request, response) => sendJson(response, 200, []));
    const error = await failure(
      requestPage(httpFor(local), {
        method: 'GET',
        path: 'wp-json/wc/v3/products',
        schema: z.array(OkSchema),
      }),
    );
    expect(error).toMatchObject({ name: 'StoreResponseError', field: 'headers.X-WP-Total' });
  });
});
