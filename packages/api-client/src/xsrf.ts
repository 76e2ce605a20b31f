import { XSRF_COOKIE_NAME } from '@vitrina/core';

/**
 * The `XSRF-TOKEN` cookie of the current page, when running in a browser that has one.
 * Reads `document` through `globalThis` so the module stays safe to import on a server.
 */
export function readXsrfToken(): string | undefined {
  const document: unknown = Reflect.get(globalThis, 'document');
  if (typeof document !== 'object' || document === null) return undefined;
  const cookies: unknown = Reflect.get(document, 'cookie');
  if (typeof cookies !== 'string') return undefined;
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== XSRF_COOKIE_NAME) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}
