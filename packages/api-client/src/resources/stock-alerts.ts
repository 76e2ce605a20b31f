import type { StoreHttp } from '../http.js';
import {
  StockAlertConfirmedSchema,
  StockAlertRequestedSchema,
  type StockAlertConfirmed,
  type StockAlertRequested,
} from './stock-alerts.schemas.js';

export { StockAlertConfirmedSchema, StockAlertRequestedSchema } from './stock-alerts.schemas.js';
export type { StockAlertConfirmed, StockAlertRequested } from './stock-alerts.schemas.js';
export type { StoreHttp } from '../http.js';

const BASE = 'wp-json/vitrina/v1/stock-alerts';

/**
 * Back-in-stock alerts, our store extension (`vitrina/v1`; the plugin on a real WooCommerce).
 * Refusals are `StoreApiError`s with the store's Spanish message and code:
 * `rest_invalid_param`, `stock_alert_unknown_product`, `stock_alert_in_stock`,
 * `stock_alert_invalid_token` (400) and `rate_limited` (429, with `retryAfter`).
 */
export interface StockAlertsApi {
  /**
   * Asks for one e-mail when a sold-out product is back; the store mails a confirmation link
   * first (double opt-in). The answer never says whether the address had already asked.
   */
  request(input: { product_id: number; email: string }): Promise<StockAlertRequested>;
  /** Confirms an alert with the token of its link; a wrong, used or expired token is a 400. */
  confirm(token: string): Promise<StockAlertConfirmed>;
}

/** Creates the stock alerts resource on a transport from `createStoreHttp`. */
export function createStockAlertsApi(http: StoreHttp): StockAlertsApi {
  return {
    async request({ product_id, email }) {
      const { data } = await http.request({
        method: 'POST',
        path: BASE,
        json: { product_id, email },
        schema: StockAlertRequestedSchema,
      });
      return data;
    },
    async confirm(token) {
      const { data } = await http.request({
        method: 'POST',
        path: `${BASE}/confirm`,
        json: { token },
        schema: StockAlertConfirmedSchema,
      });
      return data;
    },
  };
}
