/** The tag manager's queue. Everything analytics does goes through here; never awaited (R18). */
export function pushToDataLayer(entry: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
}

// Secrets that may sit in a query string (password reset links, C4; the invoice's order key,
// `/Factura?clave=`) never reach analytics.
const redactedParams = ['email', 'token', 'key', 'password', 'clave'];

/** The URL without query parameters that carry secrets or personal data. */
export function redactUrl(href: string): string {
  const url = new URL(href);
  for (const name of redactedParams) url.searchParams.delete(name);
  return url.href;
}

/** Records one page view (spec §2: every route change is a page view). */
export function trackPageView(href: string, title: string): void {
  const url = new URL(redactUrl(href));
  pushToDataLayer({
    event: 'page_view',
    page_path: url.pathname + url.search,
    page_location: url.href,
    page_title: title,
  });
}
