import type { Migration } from '../db/migrate.js';

/** WordPress pages and the `cashback` custom post type with its ACF fields. */
export const contentMigration: Migration = {
  name: '0140-content',
  up: `
    CREATE TABLE pages (
      id INTEGER PRIMARY KEY,
      slug TEXT NOT NULL UNIQUE,
      title TEXT NOT NULL,
      content TEXT NOT NULL,
      excerpt TEXT NOT NULL,
      menu_order INTEGER NOT NULL DEFAULT 0,
      date TEXT NOT NULL,
      modified TEXT NOT NULL
    );
    CREATE TABLE cashback_entries (
      id INTEGER PRIMARY KEY,
      slug TEXT NOT NULL UNIQUE,
      title TEXT NOT NULL,
      bank TEXT NOT NULL,
      percentage INTEGER NOT NULL,
      cap INTEGER NOT NULL,
      valid_until TEXT NOT NULL,
      conditions TEXT NOT NULL,
      date TEXT NOT NULL,
      modified TEXT NOT NULL
    );
  `,
};
