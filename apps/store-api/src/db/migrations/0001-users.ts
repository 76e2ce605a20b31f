import type { Migration } from '../migrate.js';

/** WordPress users (customers, administrators, the shop proxy) and WooCommerce API keys. */
export const usersMigration: Migration = {
  name: '0001-users',
  up: `
    CREATE TABLE users (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      email TEXT NOT NULL UNIQUE COLLATE NOCASE,
      username TEXT NOT NULL UNIQUE COLLATE NOCASE,
      display_name TEXT NOT NULL DEFAULT '',
      role TEXT NOT NULL CHECK (role IN ('administrator', 'customer', 'shop_proxy')),
      created_at TEXT NOT NULL
    );
    CREATE TABLE api_keys (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      description TEXT NOT NULL,
      permissions TEXT NOT NULL CHECK (permissions IN ('read', 'write', 'read_write')),
      consumer_key_hash TEXT NOT NULL UNIQUE,
      consumer_secret TEXT NOT NULL,
      truncated_key TEXT NOT NULL
    );
    CREATE TABLE seed_runs (name TEXT PRIMARY KEY, seeded_at TEXT NOT NULL);
  `,
};
