import {
  NCF_REFUSAL_MESSAGES,
  formatNcf,
  ncfRefusal,
  shopDate,
  type NcfRange,
  type NcfType,
} from '@vitrina/core';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

import type { Database } from '../db/schema.js';
import { StoreError } from '../http/errors.js';

/** An NCF just issued, and the last day its range may be used (null without a range). */
export interface IssuedNcf {
  number: string;
  expires: string | null;
}

/** The range a sequence row holds, or null while the owner has entered none. */
export function rangeOf(row: {
  range_from: number | null;
  range_to: number | null;
  range_expires: string | null;
}): NcfRange | null {
  return row.range_from === null || row.range_to === null || row.range_expires === null
    ? null
    : { from: row.range_from, to: row.range_to, expires: row.range_expires };
}

/**
 * Issues the next NCF of `type` inside the caller's transaction (an order's or a refund's): the
 * counter moves in one statement, to the next number or the range's first, and never back (a
 * cancelled order keeps its number, as the DGII asks), so no number is issued twice. A number past
 * the authorised range, or a day after its expiry, is a 409 in Spanish for whoever it stops (the
 * shopper's order, the owner's refund) and the caller's transaction rolls everything back.
 */
export async function assignNcf(
  trx: Kysely<Database>,
  type: NcfType,
  nowMs: number,
  purpose: keyof typeof NCF_REFUSAL_MESSAGES = 'order',
): Promise<IssuedNcf> {
  const row = await trx
    .updateTable('ncf_sequences')
    .set({ last_sequence: sql<number>`max(last_sequence + 1, coalesce(range_from, 1))` })
    .where('type', '=', type)
    .returning(['last_sequence', 'range_from', 'range_to', 'range_expires'])
    .executeTakeFirstOrThrow();
  const range = rangeOf(row);
  const refusal = ncfRefusal(row.last_sequence, range, shopDate(nowMs));
  if (refusal !== null) {
    throw new StoreError(409, refusal, NCF_REFUSAL_MESSAGES[purpose][refusal]);
  }
  return { number: formatNcf(type, row.last_sequence), expires: range?.expires ?? null };
}
