// @vitest-environment node
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rawRequest, type RawResponse } from '../test/support/raw-request.js';
import { startShopHarness, type ShopHarness } from '../test/support/shop-harness.js';
import { OTHER_SHOP_ENV } from '../test/support/other-shop.js';

let h: ShopHarness;
let https: ShopHarness;
beforeAll(async () => {
  h = await startShopHarness();
  https = await startShopHarness({
    env: { PUBLIC_URL: 'https://vitrina.example.do', GTM_ID: 'GTM-ABC123', ...OTHER_SHOP_ENV },
  });
});
afterAll(async () => {
  await h.close();
  await https.close();
});

const header = (response: RawResponse, name: string): string =>
  String(response.headers[name] ?? '');

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('J2: baseline headers on every kind of response', () => {
  it.each([
    '/',
    '/producto/x',
    '/checkout',
    '/wp-json/wc/v3/products',
    '/assets/app-abc123.js',
    '/no-existe',
  ])('%s', async (target) => {
    const response = await rawRequest(h.shop.url, target);
    expect(header(response, 'x-content-type-options')).toBe('nosniff');
    expect(header(response, 'referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(header(response, 'cross-origin-opener-policy')).toBe('same-origin');
    expect(header(response, 'x-frame-options')).toBe('DENY');
    expect(header(response, 'permissions-policy')).toContain('camera=()');
    expect(response.headers['x-powered-by']).toBeUndefined();
    // Plain-http deployments must not pin HSTS on a host that has no certificate.
    expect(response.headers['strict-transport-security']).toBeUndefined();
    const csp = directives(header(response, 'content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
  });

  it('HSTS for a year with subdomains when the shop is public over https', async () => {
    const response = await rawRequest(https.shop.url, '/');
    expect(header(response, 'strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it.each([
    '/auth/cambiar-contrasena?email=a%40b.do&token=abc',
    '/verificar-correo?email=a%40b.do&token=abc',
    '/pedido-confirmado?order=12&key=wc_order_abc',
    '/pedido-confirmado/?order=12&key=wc_order_abc',
    '/Factura?clave=wc_order_abc',
    '/factura?clave=wc_order_abc',
    '/FACTURA/?clave=wc_order_abc',
  ])('C4: %s carries a secret in its URL and sends no Referer', async (target) => {
    const response = await rawRequest(h.shop.url, target);
    expect(header(response, 'referrer-policy')).toBe('no-referrer');
  });
});

describe('J1: the Content-Security-Policy of a page', () => {
  it('allows scripts from this origin and the nonce the page was rendered with, nothing else', async () => {
    const first = await rawRequest(h.shop.url, '/');
    const second = await rawRequest(h.shop.url, '/');
    const nonce = h.nonces.at(-2) ?? '';
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(first.body).toContain(`nonce="${nonce}"`);
    const scriptSrc = directives(header(first, 'content-security-policy')).get('script-src');
    expect(scriptSrc).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(header(second, 'content-security-policy')).not.toContain(nonce);
    expect(header(first, 'content-security-policy')).not.toContain('unsafe-eval');
  });

  it("<style> elements only from this origin or with the page's nonce (react-aria's styles)", async () => {
    const response = await rawRequest(h.shop.url, '/');
    const nonce = h.nonces.at(-1) ?? '';
    const csp = directives(header(response, 'content-security-policy'));
    expect(csp.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(csp.get('script-src')).toContain(`'nonce-${nonce}'`);
    expect(csp.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  });

  it('images may come from the store; the tag manager only when configured', async () => {
    const csp = directives(header(await rawRequest(h.shop.url, '/'), 'content-security-policy'));
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', new URL(h.store.url).origin]);
    expect(csp.get('img-src')).not.toContain('https://cdn.tienda.example.do');
    const withGtm = directives(
      header(await rawRequest(https.shop.url, '/'), 'content-security-policy'),
    );
    expect(withGtm.get('script-src')).toContain('https://www.googletagmanager.com');
  });
});

describe('J1: violation reports', () => {
  it('the policy names the report endpoint, which takes a report and answers 204', async () => {
    const page = await rawRequest(h.shop.url, '/');
    expect(directives(header(page, 'content-security-policy')).get('report-uri')).toEqual([
      '/csp-report',
    ]);
    const report = await rawRequest(h.shop.url, '/csp-report', {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({
        'csp-report': { 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline' },
      }),
    });
    expect(report.status).toBe(204);
  });
});

describe('serving the build', () => {
  it('hashed assets are cached for a year and sent in the precompressed form the browser takes', async () => {
    const asset = (acceptEncoding: string) =>
      rawRequest(h.shop.url, '/assets/app-abc123.js', {
        headers: { 'accept-encoding': acceptEncoding },
      });
    const brotli = await asset('gzip, deflate, br, zstd');
    expect(brotli.status).toBe(200);
    expect(header(brotli, 'cache-control')).toBe('public, max-age=31536000, immutable');
    expect(header(brotli, 'content-type')).toContain('javascript');
    expect(header(brotli, 'content-encoding')).toBe('br');
    expect(header(brotli, 'vary')).toContain('Accept-Encoding');
    expect(header(await asset('gzip'), 'content-encoding')).toBe('gzip');
    const plain = await asset('identity');
    expect(header(plain, 'content-encoding')).toBe('');
    expect(plain.body).toContain('console.log');
  });

  it('an asset without a precompressed sibling is compressed on the way out', async () => {
    const response = await rawRequest(h.shop.url, '/assets/logo-abc123.svg', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(header(response, 'content-encoding')).toBe('gzip');
  });

  it('R15: a missing asset is a 404, never a page', async () => {
    const response = await rawRequest(h.shop.url, '/assets/app-gone.js');
    expect(response.status).toBe(404);
    expect(header(response, 'content-type')).not.toContain('html');
  });

  it('builds/latest.json is always revalidated', async () => {
    const response = await rawRequest(h.shop.url, '/builds/latest.json');
    expect(JSON.parse(response.body)).toEqual({ id: 'b1', timestamp: 1 });
    expect(header(response, 'cache-control')).toBe('no-cache');
  });

  it('pages are rendered with no-cache and keep their status', async () => {
    const page = await rawRequest(h.shop.url, '/sobre-nosotros');
    expect(page.status).toBe(200);
    expect(header(page, 'cache-control')).toBe('no-cache');
    expect((await rawRequest(h.shop.url, '/no-existe/algo')).status).toBe(404);
  });

  it('pages stream compressed in the encoding the browser takes best, varying on it', async () => {
    const page = (acceptEncoding: string) =>
      fetch(`${h.shop.url}/sobre-nosotros`, { headers: { 'accept-encoding': acceptEncoding } });
    for (const [accepted, sent] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await page(accepted);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(sent);
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      // fetch decodes what it was sent: the page arrives whole in every encoding.
      expect(await response.text()).toMatch(/^<!doctype html>.*<\/script>$/s);
    }
  });

  it("Vite's manifest and other dotfiles are not served", async () => {
    const response = await rawRequest(h.shop.url, '/.vite/manifest.json');
    expect(response.body).not.toContain('secret-manifest');
  });

  it('other public files are served for an hour', async () => {
    const response = await rawRequest(h.shop.url, '/humans.txt');
    expect(response.body).toContain('Equipo');
    expect(header(response, 'cache-control')).toBe('public, max-age=3600');
  });

  it('pages answer GET and HEAD; other methods are refused', async () => {
    expect((await rawRequest(h.shop.url, '/', { method: 'HEAD' })).status).toBe(200);
    expect((await rawRequest(h.shop.url, '/', { method: 'PUT' })).status).toBe(405);
    expect((await rawRequest(h.shop.url, '/api/no-existe', { method: 'POST' })).status).toBe(405);
  });

  it('a form posted to a page before its script took over goes back to the page, unread', async () => {
    const posted = await rawRequest(h.shop.url, '/auth/iniciar-sesion?volver=%2Fcheckout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=ana%40correo.do&password=secreta',
    });
    expect(posted.status).toBe(303);
    expect(header(posted, 'location')).toBe('/auth/iniciar-sesion?volver=%2Fcheckout');
    expect(header(posted, 'cache-control')).toBe('no-store');
    // Never to another site, however the path starts.
    for (const target of ['//otro.example/x', '/\\otro.example/x', '/%2F%2Fotro.example/x']) {
      const location = header(await rawRequest(h.shop.url, target, { method: 'POST' }), 'location');
      expect(location).not.toMatch(/^(?:[a-z]+:|\/[/\\])/i);
    }
  });
});

describe('images from a media host of their own (a real WooCommerce, a CDN)', () => {
  let media: ShopHarness;
  beforeAll(async () => {
    media = await startShopHarness({
      env: {
        MEDIA_URL: 'https://cdn.tienda.example.do/wp-content/uploads/',
        MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      },
    });
  });
  afterAll(async () => media.close());

  it("the page's CSP names the configured media origin and map tiles", async () => {
    const csp = directives(
      header(await rawRequest(media.shop.url, '/'), 'content-security-policy'),
    );
    expect(csp.get('img-src')).toEqual([
      "'self'",
      'data:',
      'https://cdn.tienda.example.do',
      'https://*.tile.example.org',
    ]);
  });
});

describe('the CSP with a Google Maps key', () => {
  let google: ShopHarness;
  beforeAll(async () => {
    google = await startShopHarness({ env: { MAPS_API_KEY: 'AIza-prueba' } });
  });
  afterAll(async () => google.close());

  it("allows Google's maps script and what it loads, and nothing of it without the key", async () => {
    const csp = directives(
      header(await rawRequest(google.shop.url, '/'), 'content-security-policy'),
    );
    expect(csp.get('script-src')).toContain('https://maps.googleapis.com');
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(['https://*.gstatic.com']));
    expect(csp.get('connect-src')).toContain('https://*.googleapis.com');
    expect(csp.get('font-src')).toEqual(["'self'", 'https://fonts.gstatic.com']);
    expect(csp.get('frame-src')).toEqual(['https://*.google.com']);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");

    const none = header(await rawRequest(h.shop.url, '/'), 'content-security-policy');
    expect(none).not.toMatch(/google\.com|googleapis|gstatic|blob:/);
    expect(directives(none).get('frame-src')).toEqual(["'none'"]);
  });
});

describe('/media only ever passes images on', () => {
  let media: ShopHarness;
  beforeAll(async () => {
    media = await startShopHarness({
      handler: (call) => {
        if (call.path === '/media/2026/05/nevera.png') {
          return { raw: 'PNG', headers: { 'content-type': 'image/png', etag: '"n1"' } };
        }
        if (call.path === '/media/2026/05/trampa.svg') return { raw: '<script>alert(1)</script>' };
        return undefined;
      },
    });
  });
  afterAll(async () => media.close());

  it('an image of the store passes with its type and ETag; revalidation reaches the store', async () => {
    const response = await rawRequest(media.shop.url, '/media/2026/05/nevera.png?ver=3');
    expect(response.status).toBe(200);
    expect(response.body).toBe('PNG');
    expect(header(response, 'etag')).toBe('"n1"');
    await rawRequest(media.shop.url, '/media/2026/05/nevera.png', {
      headers: { 'if-none-match': '"n1"', cookie: 'a=b' },
    });
    const call = media.store.calls.at(-1);
    expect(call?.target).toBe('/media/2026/05/nevera.png');
    expect(call?.headers['if-none-match']).toBe('"n1"');
    expect(call?.headers.cookie).toBeUndefined();
  });

  it('an answer of the store that is not an image is refused, never served from our origin', async () => {
    const response = await rawRequest(media.shop.url, '/media/2026/05/trampa.svg');
    expect(response.status).toBe(502);
    expect(response.body).not.toContain('<script>');
  });
});

describe('the 500 page when rendering itself fails', () => {
  it('answers the one plain Spanish page, never cached, with the security headers', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await rawRequest(h.shop.url, '/falla-al-renderizar');
    expect(response.status).toBe(500);
    expect(header(response, 'content-type')).toBe('text/html; charset=utf-8');
    expect(header(response, 'cache-control')).toBe('no-store');
    expect(header(response, 'x-content-type-options')).toBe('nosniff');
    expect(response.body).toContain('<html lang="es-DO">');
    expect(response.body).toContain('<h1>Error interno del servidor</h1>');
    expect(response.body).not.toContain('render crashed');
    expect(logged).toHaveBeenCalledWith('render failed', expect.any(Error));
  });
});

describe('L5 (#28): a body too large never spoils the connection it came on', () => {
  it.each(['/wp-json/api/v1/login', '/api/pedidos', '/api/cuenta', '/csp-report'])(
    '%s: a 3 MB body → 413 in Spanish, then 8 ordinary requests on the same keep-alive client are all answered',
    async (target) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const tooLarge = await new Promise<{ status: number; body: string }>((resolve, reject) => {
          const req = request(
            `${h.shop.url}${target}`,
            { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('end', () =>
                resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
              );
            },
          );
          // The server answers before the whole body is sent; a write after that is not an error here.
          req.on('error', (error: NodeJS.ErrnoException) => {
            if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
          });
          req.end(JSON.stringify({ x: 'x'.repeat(3 * 1024 * 1024) }));
        });
        expect(tooLarge.status).toBe(413);
        expect(JSON.parse(tooLarge.body)).toMatchObject({
          code: 'rest_payload_too_large',
          message: 'La solicitud es demasiado grande.',
        });
        // One after the other, so each goes on the socket the agent kept: a reset or a socket
        // error rejects, which fails the test.
        const statuses: number[] = [];
        for (let index = 0; index < 8; index += 1) {
          statuses.push(
            await new Promise<number>((resolve, reject) => {
              request(`${h.shop.url}/robots.txt`, { agent }, (res) => {
                res.resume();
                res.on('end', () => resolve(res.statusCode ?? 0));
              })
                .on('error', reject)
                .end();
            }),
          );
        }
        expect(statuses).toEqual(Array<number>(8).fill(200));
      } finally {
        agent.destroy();
      }
    },
  );
});
