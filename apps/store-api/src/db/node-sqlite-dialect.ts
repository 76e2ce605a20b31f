import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';

import { SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';

/**
 * Kysely's SqliteDialect speaks better-sqlite3's interface; this adapts Node's built-in
 * `node:sqlite` to it. Statements are prepared once per SQL text and reused, since Kysely
 * compiles the same queries over and over on hot paths (cart reads, product lists).
 */
export function nodeSqliteDialect(database: DatabaseSync): SqliteDialect {
  const statements = new Map<string, SqliteStatement>();
  const adapter: SqliteDatabase = {
    close: () => database.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = adaptStatement(database.prepare(sql));
        if (statements.size < 500) statements.set(sql, statement);
      }
      return statement;
    },
  };
  return new SqliteDialect({ database: adapter });
}

function adaptStatement(statement: StatementSync): SqliteStatement {
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...toInputs(parameters)),
    iterate: (parameters) => statement.iterate(...toInputs(parameters)),
    run(parameters) {
      const { changes, lastInsertRowid } = statement.run(...toInputs(parameters));
      return { changes, lastInsertRowid };
    },
  };
}

/** SQLite has no booleans; everything else Kysely binds is already a valid input. */
function toInputs(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value) => {
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (value === undefined) return null;
    if (
      value === null ||
      typeof value === 'number' ||
      typeof value === 'bigint' ||
      typeof value === 'string' ||
      value instanceof Uint8Array
    ) {
      return value;
    }
    throw new TypeError(`Unsupported SQLite parameter of type ${typeof value}`);
  });
}
