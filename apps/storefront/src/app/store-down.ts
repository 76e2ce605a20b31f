import { isStoreUnavailable } from '@vitrina/api-client/errors';

/**
 * The store not answering while the server rendered a page (#28): the server answers 503 and the
 * page says so. The router sends a route's error to the browser as a bare Error with its message
 * alone, so the server sends that message along too, and the browser knows the error by it.
 */
let hydratedMessage: string | undefined;

/** The message of the store failure that errored one of `matches`, if one did. */
export function storeDownMessage(
  matches: readonly { status: string; error?: unknown }[],
): string | undefined {
  const failed = matches.find(
    (match) => match.status === 'error' && isStoreUnavailable(match.error),
  )?.error;
  return failed instanceof Error ? failed.message : undefined;
}

/** In the browser: remembers the message the server sent with a page it could not fill. */
export function rememberStoreDown(dehydrated: unknown): void {
  const message: unknown =
    typeof dehydrated === 'object' && dehydrated !== null
      ? Reflect.get(dehydrated, 'storeDown')
      : undefined;
  hydratedMessage = typeof message === 'string' ? message : undefined;
}

/** Whether a route's error is the store not answering, as it failed here or on the server. */
export function isStoreDown(error: unknown): boolean {
  return (
    isStoreUnavailable(error) ||
    (hydratedMessage !== undefined && error instanceof Error && error.message === hydratedMessage)
  );
}
