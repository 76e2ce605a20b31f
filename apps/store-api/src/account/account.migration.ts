import type { Migration } from '../db/migrate.js';

/**
 * What the JWT account plugin and WooCommerce keep about a customer beside the WordPress user:
 * the password hash, the revocation time for tokens (B6), single-use reset and verification
 * tokens (stored as SHA-256 only, one live token per user: a new request replaces the old, C1),
 * the customer's names and addresses, and the allowlisted meta entries of spec §3 (E4).
 */
export const accountMigration: Migration = {
  name: '0100-accounts',
  up: `
    CREATE TABLE user_credentials (
      user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      password_hash TEXT NOT NULL,
      tokens_valid_after_ms INTEGER NOT NULL DEFAULT 0,
      email_verified_at_ms INTEGER
    );
    CREATE TABLE password_resets (
      user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      token_hash TEXT NOT NULL,
      expires_at_ms INTEGER NOT NULL
    );
    CREATE TABLE email_verifications (
      user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      token_hash TEXT NOT NULL,
      expires_at_ms INTEGER NOT NULL
    );
    CREATE TABLE customers (
      user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      first_name TEXT NOT NULL DEFAULT '',
      last_name TEXT NOT NULL DEFAULT '',
      billing TEXT NOT NULL DEFAULT '{}',
      shipping TEXT NOT NULL DEFAULT '{}',
      is_paying_customer INTEGER NOT NULL DEFAULT 0,
      date_modified TEXT NOT NULL
    );
    CREATE TABLE customer_meta (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      meta_key TEXT NOT NULL
        CHECK (meta_key IN ('phone', 'social_id', 'passport', 'rnc', 'trade_name')),
      meta_value TEXT NOT NULL,
      UNIQUE (user_id, meta_key)
    );
  `,
};

/** The security log (L2): failed logins, resets, rate limits and ownership denials. */
export const securityEventsMigration: Migration = {
  name: '0101-security-events',
  up: `
    CREATE TABLE security_events (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      kind TEXT NOT NULL,
      user_id INTEGER,
      ip TEXT NOT NULL,
      at_ms INTEGER NOT NULL
    );
    CREATE INDEX security_events_at ON security_events (at_ms);
  `,
};

/**
 * Each address's reference for the delivery team joins the allowlisted meta (WooCommerce's
 * address has no field for it). SQLite cannot change a CHECK, so the table is rebuilt.
 */
export const addressReferencesMigration: Migration = {
  name: '0102-address-references',
  up: `
    CREATE TABLE customer_meta_next (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      meta_key TEXT NOT NULL
        CHECK (meta_key IN ('phone', 'social_id', 'passport', 'rnc', 'trade_name',
                            'billing_reference', 'shipping_reference')),
      meta_value TEXT NOT NULL,
      UNIQUE (user_id, meta_key)
    );
    INSERT INTO customer_meta_next (id, user_id, meta_key, meta_value)
      SELECT id, user_id, meta_key, meta_value FROM customer_meta;
    DROP TABLE customer_meta;
    ALTER TABLE customer_meta_next RENAME TO customer_meta;
  `,
};

/**
 * The «¿Eres tú?» links (B1, decision 017): one live link per account and address, stored as its
 * SHA-256 only, naming the address it makes the owner's.
 */
export const addressConfirmationsMigration: Migration = {
  name: '0104-address-confirmations',
  up: `
    CREATE TABLE address_confirmations (
      user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      ip TEXT NOT NULL,
      token_hash TEXT NOT NULL,
      expires_at_ms INTEGER NOT NULL,
      PRIMARY KEY (user_id, ip)
    );
  `,
};
