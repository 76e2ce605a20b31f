/** Fields a client could use to set its own price on a cart line (CoCart #361, reliability G1). */
const CLIENT_PRICE_FIELDS = new Set(['price', 'regular_price', 'sale_price', 'totals']);

/** Removes client price fields at any depth of a JSON value (one `parseRequestJson` let through). */
export function stripClientPrices(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripClientPrices);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !CLIENT_PRICE_FIELDS.has(key))
        .map(([key, inner]) => [key, stripClientPrices(inner)]),
    );
  }
  return value;
}

/** Removes client price fields from a query string or a form body. */
export function stripClientPriceParams(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const [key, value] of params) {
    const field = key.replace(/\[.*$/, '');
    if (!CLIENT_PRICE_FIELDS.has(field)) kept.append(key, value);
  }
  return kept;
}
