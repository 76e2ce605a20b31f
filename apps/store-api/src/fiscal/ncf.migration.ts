import type { Migration } from '../db/migrate.js';

/** One counter per NCF type the shop issues, starting before 1. */
export const ncfMigration: Migration = {
  name: '0170-ncf-sequences',
  up: `
    CREATE TABLE ncf_sequences (
      type TEXT PRIMARY KEY,
      last_sequence INTEGER NOT NULL CHECK (last_sequence >= 0)
    );
    INSERT INTO ncf_sequences (type, last_sequence) VALUES ('B01', 0), ('B02', 0);
  `,
};
