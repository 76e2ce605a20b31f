import type { DatabaseSync } from 'node:sqlite';

/** One schema step. `name` orders the steps (zero-padded number first) and is never renamed. */
export interface Migration {
  name: string;
  /** SQL statements, run in one transaction. */
  up: string;
  /**
   * The step makes a table again (SQLite cannot change a column's CHECK): foreign keys are off
   * while it runs, so dropping the old table neither cascades to the rows that point at it nor
   * fails, and every reference is checked before the commit (SQLite's «12 steps» of ALTER TABLE).
   */
  remakesTables?: true;
}

/**
 * Applies, in name order, every migration not yet recorded in `schema_migrations`, each in its
 * own transaction, and returns the names it applied.
 */
export function migrate(sqlite: DatabaseSync, migrations: readonly Migration[]): string[] {
  sqlite.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)',
  );
  const applied = new Set(
    sqlite
      .prepare('SELECT name FROM schema_migrations')
      .all()
      .map((row) => String(row.name)),
  );
  const pending = [...migrations]
    .sort((a, b) => a.name.localeCompare(b.name))
    .filter((migration) => !applied.has(migration.name));
  const record = sqlite.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)');
  for (const migration of pending) {
    // Only outside a transaction does SQLite take this pragma.
    if (migration.remakesTables) sqlite.exec('PRAGMA foreign_keys = OFF');
    sqlite.exec('BEGIN IMMEDIATE');
    try {
      sqlite.exec(migration.up);
      if (migration.remakesTables) {
        const broken = sqlite.prepare('PRAGMA foreign_key_check').all();
        if (broken.length > 0) {
          throw new Error(`${migration.name} broke references: ${JSON.stringify(broken)}`);
        }
      }
      record.run(migration.name, new Date().toISOString());
      sqlite.exec('COMMIT');
    } catch (error) {
      sqlite.exec('ROLLBACK');
      throw error;
    } finally {
      if (migration.remakesTables) sqlite.exec('PRAGMA foreign_keys = ON');
    }
  }
  return pending.map((migration) => migration.name);
}
