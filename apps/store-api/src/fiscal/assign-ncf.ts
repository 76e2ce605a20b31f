import { formatNcf, type NcfType } from '@vitrina/core';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema.js';

/**
 * Issues the next NCF of `type` inside the order's transaction: the counter moves forward in one
 * statement and never back (a cancelled order keeps its number, as the DGII asks), so no number
 * is issued twice.
 */
export async function assignNcf(trx: Kysely<Database>, type: NcfType): Promise<string> {
  const row = await trx
    .updateTable('ncf_sequences')
    .set((eb) => ({ last_sequence: eb('last_sequence', '+', 1) }))
    .where('type', '=', type)
    .returning('last_sequence')
    .executeTakeFirstOrThrow();
  return formatNcf(type, row.last_sequence);
}
