import type { MiddlewareHandler } from 'hono';

import type { AppEnv } from './env.js';
import { StoreError } from './errors.js';

/** Bodies above this size are refused with 413 before they are parsed (F7). */
export const MAX_BODY_BYTES = 64 * 1024;

const invalidJson = (): StoreError =>
  new StoreError(400, 'rest_invalid_json', 'El cuerpo JSON de la solicitud no es válido.');

interface Frame {
  keys: Set<string> | undefined;
  expectKey: boolean;
}

/**
 * Reports whether syntactically valid JSON text repeats a key inside one object. JSON.parse keeps
 * the last duplicate silently, so a proxy and the store could read different values (F7).
 */
export function hasDuplicateKeys(text: string): boolean {
  const stack: Frame[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    const top = stack.at(-1);
    if (char === '"') {
      let end = index + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      if (top?.keys && top.expectKey) {
        const key = String(JSON.parse(text.slice(index, end + 1)));
        if (top.keys.has(key)) return true;
        top.keys.add(key);
        top.expectKey = false;
      }
      index = end + 1;
      continue;
    }
    if (char === '{') stack.push({ keys: new Set(), expectKey: true });
    else if (char === '[') stack.push({ keys: undefined, expectKey: false });
    else if (char === '}' || char === ']') stack.pop();
    else if (char === ',' && top?.keys) top.expectKey = true;
    index += 1;
  }
  return false;
}

function isJsonMediaType(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || /^application\/[\w.+-]+\+json$/.test(mediaType);
}

/**
 * Reads the body of POST/PUT/PATCH/DELETE requests once (after the size limit): refuses bodies
 * that are not JSON (415), malformed or with duplicate keys (400), and stores the parsed value.
 */
export const jsonBody = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') {
    return next();
  }
  const text = await c.req.text();
  if (text.trim() === '') {
    c.set('jsonBody', undefined);
    return next();
  }
  if (!isJsonMediaType(c.req.header('content-type'))) {
    throw new StoreError(
      415,
      'rest_unsupported_media_type',
      'El cuerpo de la solicitud debe enviarse como JSON (Content-Type: application/json).',
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidJson();
  }
  if (hasDuplicateKeys(text)) throw invalidJson();
  c.set('jsonBody', parsed);
  return next();
};

/**
 * The 413 answer, used by the app's body-size limit. It closes the connection: the rest of the
 * body is never read, and left on a kept-alive socket it would be taken for the next request.
 */
export function tooLarge(): StoreError {
  return new StoreError(
    413,
    'rest_request_too_large',
    'La solicitud es demasiado grande (máximo 64 KB).',
    { headers: { Connection: 'close' } },
  );
}
