import type { Generated } from 'kysely';

/** Tables of the stock alerts migration. */
export interface StockAlertTables {
  stock_alerts: {
    id: Generated<number>;
    product_id: number;
    /** Lower-cased, as core's EmailSchema reads it: one address, one alert per product. */
    email: string;
    /** SHA-256 of the confirmation token while the alert waits for it; `null` once confirmed. */
    token_hash: string | null;
    /** When an unconfirmed alert stops counting; `null` once confirmed. */
    expires_at_ms: number | null;
    confirmed_at_ms: number | null;
    created_at_ms: number;
  };
}
