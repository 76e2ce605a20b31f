import type { StoreLoader } from '../../lib/api';

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
