/**
 * The deepest JSON body the shop reads. Its own bodies are a few levels deep; a deeper one is
 * refused before anything walks it recursively (the proxy's price stripping, zod).
 */
const MAX_JSON_DEPTH = 32;

/** True when `value` nests objects or arrays more than `max` levels deep (walked without recursion). */
function exceedsJsonDepth(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [node, depth] = next;
    if (node === null || typeof node !== 'object') continue;
    if (depth > max) return true;
    for (const inner of Object.values(node)) pending.push([inner, depth + 1]);
  }
  return false;
}

/** A `content-type` header's media type, lower case and without parameters. */
export const mediaTypeOf = (header: string | null | undefined): string =>
  (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** A request's JSON text as a value, or the Spanish reason it is not one the shop reads. */
export type RequestJson = { ok: true; value: unknown } | { ok: false; message: string };

/**
 * The one way the shop server parses a request's JSON text, for its own endpoints and for what
 * the proxy passes on to the store alike (F7): the same refusals in the same words.
 */
export function parseRequestJson(text: string): RequestJson {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: 'La solicitud no es un JSON válido.' };
  }
  if (exceedsJsonDepth(value, MAX_JSON_DEPTH)) {
    return { ok: false, message: 'La solicitud tiene demasiados niveles anidados.' };
  }
  return { ok: true, value };
}

/** The value of a JSON text the shop reads, or undefined: for a caller that only drops a bad one. */
export function jsonValueOf(text: string): unknown {
  const json = parseRequestJson(text);
  return json.ok ? json.value : undefined;
}
