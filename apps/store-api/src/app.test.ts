import { Agent, request, type IncomingHttpHeaders } from 'node:http';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestStore, type TestStore } from './testing.js';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore({ env: { STOREFRONT_URL: 'http://localhost:3000' } });
});
afterAll(() => store.stop());

const url = (path: string): string => `${store.baseUrl}${path}`;

/** One request through `agent` (node:http, so the test sees which socket it went on). */
function send(agent: Agent, method: string, path: string, body?: string) {
  return new Promise<{
    status: number;
    headers: IncomingHttpHeaders;
    body: string;
    reusedSocket: boolean;
  }>((resolve, reject) => {
    const req = request(url(path), {
      agent,
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: text,
          reusedSocket: req.reusedSocket,
        }),
      );
    });
    req.end(body);
  });
}

describe('shared HTTP behaviour', () => {
  it('answers an unknown route with WordPress rest_no_route in Spanish and no-store', async () => {
    const response = await fetch(url('/wp-json/wc/v3/nope'));
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.json()).toEqual({
      code: 'rest_no_route',
      message: 'No se encontró ninguna ruta que coincida con la URL y el método de la solicitud.',
      data: { status: 404 },
    });
  });

  it('J3: echoes only the storefront origin, with Vary: Origin', async () => {
    const evil = await fetch(url('/wp-json/wc/v3/nope'), {
      headers: { Origin: 'https://evil.test' },
    });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const own = await fetch(url('/wp-json/wc/v3/nope'), {
      headers: { Origin: 'http://localhost:3000' },
    });
    expect(own.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(own.headers.get('vary')).toContain('Origin');
  });

  it('J3: a preflight from another origin gets no allow-origin', async () => {
    const response = await fetch(url('/wp-json/cocart/v2/cart/add-item'), {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.test', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('F7: refuses a body over 64 KB with 413', async () => {
    const response = await fetch(url('/wp-json/wc/v3/nope'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(70 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      code: 'rest_request_too_large',
      data: { status: 413 },
    });
  });

  it('F7/L5: after a 413 the connection closes, so a keep-alive client sends its next request on a clean socket', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const tooBig = await send(agent, 'POST', '/wp-json/wc/v3/nope', 'x'.repeat(70 * 1024));
      expect(tooBig.status).toBe(413);
      expect(tooBig.headers.connection).toBe('close');
      const next = await send(agent, 'GET', '/wp-json/wc/v3/nope');
      expect(next.status).toBe(404);
      expect(JSON.parse(next.body)).toMatchObject({ code: 'rest_no_route' });
      expect(next.reusedSocket).toBe(false);
      // A normal answer keeps the socket for the next request.
      const again = await send(agent, 'GET', '/wp-json/wc/v3/nope');
      expect(again.reusedSocket).toBe(true);
    } finally {
      agent.destroy();
    }
  });

  it('F7: refuses a non-JSON body on POST with 415', async () => {
    const response = await fetch(url('/wp-json/wc/v3/nope'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'id=1&quantity=1',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: 'rest_unsupported_media_type' });
  });

  it.each([
    ['duplicate keys', '{"id":"1","id":"2"}'],
    ['duplicate keys written with escapes', '{"id":"1","\\u0069d":"2"}'],
    ['nested duplicate keys', '{"a":{"b":1,"b":2}}'],
    ['malformed JSON', '{"id":'],
  ])('F7: refuses %s with 400 rest_invalid_json', async (_name, body) => {
    const response = await fetch(url('/wp-json/wc/v3/nope'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'rest_invalid_json',
      data: { status: 400 },
    });
  });
});
