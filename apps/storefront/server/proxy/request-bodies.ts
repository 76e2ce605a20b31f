/** Fields a client could use to set its own price on a cart line (CoCart #361, reliability G1). */
const CLIENT_PRICE_FIELDS = new Set(['price', 'regular_price', 'sale_price', 'totals']);

/**
 * The deepest JSON body the proxy passes on. The shop's own bodies are a few levels deep; a
 * deeper one is refused before anything walks it recursively.
 */
export const MAX_JSON_DEPTH = 32;

/** True when `value` nests objects or arrays more than `max` levels deep (walked without recursion). */
export function exceedsJsonDepth(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [node, depth] = next;
    if (node === null || typeof node !== 'object') continue;
    if (depth > max) return true;
    for (const inner of Object.values(node)) pending.push([inner, depth + 1]);
  }
  return false;
}

/** Removes client price fields at any depth of a JSON value (no deeper than {@link MAX_JSON_DEPTH}). */
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
