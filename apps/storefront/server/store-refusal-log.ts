import { isStoreApiError, type StoreApiError } from '@vitrina/api-client';

/**
 * Logs a store call that failed, so an owner can tell why the shop said no: the call, the
 * store's status and its error `code`. The path never has its query and no header is printed,
 * so no key, token or cart key reaches the log.
 */
export function logStoreFailure(where: string, error: unknown): void {
  if (isStoreApiError(error)) {
    console.warn(`${where}: ${describeRefusal(error)}`);
    return;
  }
  const name = error instanceof Error ? error.name : typeof error;
  console.warn(`${where}: the store did not answer (${name})`);
}

function describeRefusal(error: StoreApiError): string {
  return `the store answered ${String(error.status)} ${error.code ?? '(no code)'} to ${error.method} ${error.path}`;
}
