import type { CompiledQuery, Kysely } from 'kysely';

import type { Database } from './schema.js';

const SLOT = '\u0000value';

/**
 * Compiles a query once, with a marker in place of its one varying value, and reuses the SQL with
 * each new value: on the hottest paths (cart reads, the consumer key of every wc/v3 call)
 * rebuilding the same query tree on every request costs more than running it.
 */
export function compiledOnce<Row>(
  build: (db: Kysely<Database>, value: string) => { compile(): CompiledQuery<Row> },
) {
  let compiled: CompiledQuery<Row> | undefined;
  return (db: Kysely<Database>, value: string): CompiledQuery<Row> => {
    compiled ??= build(db, SLOT).compile();
    return {
      ...compiled,
      parameters: compiled.parameters.map((parameter) => (parameter === SLOT ? value : parameter)),
    };
  };
}
