import type { Migration } from '../db/migrate.js';

/**
 * Back-in-stock alerts (issue 29): one row per product and e-mail. Pending while `token_hash` is
 * set (the confirmation link's SHA-256, C1) until `expires_at_ms`; confirmed once it is used;
 * deleted when its one e-mail is sent.
 */
export const stockAlertMigration: Migration = {
  name: '0210-stock-alerts',
  up: `
    CREATE TABLE stock_alerts (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      product_id INTEGER NOT NULL,
      email TEXT NOT NULL,
      token_hash TEXT,
      expires_at_ms INTEGER,
      confirmed_at_ms INTEGER,
      created_at_ms INTEGER NOT NULL,
      UNIQUE (product_id, email)
    );
    CREATE INDEX stock_alerts_token ON stock_alerts (token_hash);
  `,
};
