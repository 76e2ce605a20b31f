import type { PageRenderer } from '../../server/shop-app.js';

/**
 * Test-only page renderer: a page that echoes its path and nonce, 404 for `/no-existe*`, a throw
 * for `/falla-al-renderizar` (a render that crashed), so server tests do not depend on the build.
 */
export function standInRenderer(seen: string[] = []): PageRenderer {
  return (request, nonce) => {
    const { pathname } = new URL(request.url);
    seen.push(nonce);
    if (pathname === '/falla-al-renderizar') return Promise.reject(new Error('render crashed'));
    const status = pathname.startsWith('/no-existe') ? 404 : 200;
    return Promise.resolve(
      new Response(
        `<!doctype html><title>${pathname}</title><h1>${pathname}</h1><script nonce="${nonce}"></script>`,
        {
          status,
          headers: { 'content-type': 'text/html; charset=utf-8' },
        },
      ),
    );
  };
}
