/**
 * The answer to a form posted to a page: one sent before the page's script took the form over
 * (a press in the page's first moments, or JavaScript off). The body is never read; the shopper
 * goes back to the page (303), where the form works.
 */
export function formPostedToPage(url: URL): Response {
  // Leading slashes made one: `//host` in Location would send the shopper to another site.
  const location = `${url.pathname.replace(/^\/+/, '/')}${url.search}`;
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}
