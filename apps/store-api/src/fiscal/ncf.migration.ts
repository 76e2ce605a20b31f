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

/**
 * The range the DGII authorised per type (none until the owner enters it: the sequence goes on
 * as before), whether the owner was warned that it runs low, and the credit notes' own sequence.
 */
export const ncfRangesMigration: Migration = {
  name: '0270-ncf-ranges-and-credit-notes',
  up: `
    ALTER TABLE ncf_sequences ADD COLUMN range_from INTEGER;
    ALTER TABLE ncf_sequences ADD COLUMN range_to INTEGER;
    ALTER TABLE ncf_sequences ADD COLUMN range_expires TEXT;
    ALTER TABLE ncf_sequences ADD COLUMN warned INTEGER NOT NULL DEFAULT 0;
    INSERT INTO ncf_sequences (type, last_sequence) VALUES ('B04', 0);
  `,
};
