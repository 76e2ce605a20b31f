import { isStoreApiError } from '@vitrina/api-client/errors';
import { messages } from '../../copy/messages';
import type { StoreLoader } from '../../lib/api';
import { storeFieldReasons } from '../../lib/form-values';

/** Asks the store (through the shop's `/wp-json` proxy) for one e-mail when the product is back. */
export async function requestStockAlert(
  store: StoreLoader,
  request: { product_id: number; email: string },
) {
  return (await store()).stockAlerts.request(request);
}

/** Confirms an alert with the token of the link the store mailed. */
export async function confirmStockAlert(store: StoreLoader, token: string) {
  return (await store()).stockAlerts.confirm(token);
}

/** Why a request failed, as the form shows it: the store's Spanish words, else «no llegamos». */
export function stockAlertRefusal(error: unknown): {
  message: string;
  fields: Record<string, string>;
} {
  if (isStoreApiError(error) && error.status < 500) {
    return { message: error.message, fields: storeFieldReasons(error.data) };
  }
  return { message: messages.storeUnreachable, fields: {} };
}
