import type { StoreApiError } from '@vitrina/api-client';
import { hasErrorName } from '@vitrina/core';

/**
 * True for the api-client's `StoreApiError`. The client's own guard is only exported from its
 * main entry, and a static import of that entry would pull every resource and zod into the
 * first load; the check is the same name test (core's `hasErrorName`).
 */
export function isStoreApiError(error: unknown): error is StoreApiError {
  return hasErrorName(error, 'StoreApiError');
}
