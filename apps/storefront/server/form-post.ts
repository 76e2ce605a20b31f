// Paths that are not pages: what is posted there is the API's business.
const NOT_PAGES = /^\/(?:api|wp-json)(?:\/|$)/i;

/**
 * The answer to a form posted to a page: one sent before the page's script took the form over
 * (a press in the page's first moments, or JavaScript off). The body is never read; the shopper
 * goes back to the page (303), where the form works. `undefined` for a path that is not a page.
 */
export function formPostedToPage(url: URL): Response | undefined {
  if (NOT_PAGES.test(url.pathname)) return undefined;
  // Leading slashes made one: `//host` in Location would send the shopper to another site.
  const location = `${url.pathname.replace(/^\/+/, '/')}${url.search}`;
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}
