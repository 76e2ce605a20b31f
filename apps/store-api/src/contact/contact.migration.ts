import type { Migration } from '../db/migrate.js';

/** Messages sent from the storefront's contact page. */
export const contactMigration: Migration = {
  name: '0200-contact-messages',
  up: `
    CREATE TABLE contact_messages (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL,
      email TEXT NOT NULL,
      phone TEXT NOT NULL,
      subject TEXT NOT NULL,
      message TEXT NOT NULL,
      created_at_ms INTEGER NOT NULL
    );
  `,
};
