// The product page's search: a variable product's choice, one parameter per attribute
// (`?pantalla=55"&voltaje=220 V`), read by hand like lib/search-params.ts so no schema library
// weighs on the first load. The router reads `?seer=16` as the number 16: kept as its text.

const KEY = /^[a-z0-9_-]{1,40}$/;
const MAX_OPTION = 80;
const MAX_KEYS = 6;

/** The product page's search: attribute key → option; anything else is left out. */
export function variantSearch(raw: Record<string, unknown>): Record<string, string> {
  const search: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (Object.keys(search).length >= MAX_KEYS || !KEY.test(key)) continue;
    const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
    if (typeof text === 'string' && text.length > 0 && text.length <= MAX_OPTION) {
      search[key] = text;
    }
  }
  return search;
}
