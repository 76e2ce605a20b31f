import type { Migration } from '../db/migrate.js';

/** WooCommerce webhooks: where to send which topic, signed with its secret. */
export const webhookMigration: Migration = {
  name: '0150-webhooks',
  up: `
    CREATE TABLE webhooks (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('active', 'paused', 'disabled')),
      topic TEXT NOT NULL,
      delivery_url TEXT NOT NULL,
      secret TEXT NOT NULL,
      date_created TEXT NOT NULL,
      date_modified TEXT NOT NULL
    );
    CREATE INDEX webhooks_topic ON webhooks (topic, status);
  `,
};
