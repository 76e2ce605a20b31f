import {
  NCF_TYPES,
  ncfSequenceStatus,
  shopDate,
  type NcfRange,
  type NcfSequenceStatus,
  type NcfType,
} from '@vitrina/core';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema.js';
import { rangeOf } from './assign-ncf.js';

/** Every NCF type's sequence as the owner reads it on `nowMs`, in core's order (B01, B02, B04). */
export async function ncfSequences(
  db: Kysely<Database>,
  nowMs: number,
): Promise<NcfSequenceStatus[]> {
  const rows = await db.selectFrom('ncf_sequences').selectAll().execute();
  const today = shopDate(nowMs);
  return (Object.keys(NCF_TYPES) as NcfType[]).map((type) => {
    const row = rows.find((candidate) => candidate.type === type);
    return ncfSequenceStatus(
      type,
      row?.last_sequence ?? 0,
      row === undefined ? null : rangeOf(row),
      today,
    );
  });
}

/**
 * Keeps the range the DGII authorised for `type` (null: none, the sequence just goes on); a new
 * range may run low again, so the owner is warned again.
 */
export async function setNcfRange(
  db: Kysely<Database>,
  type: NcfType,
  range: NcfRange | null,
): Promise<void> {
  await db
    .updateTable('ncf_sequences')
    .set({
      range_from: range?.from ?? null,
      range_to: range?.to ?? null,
      range_expires: range?.expires ?? null,
      warned: 0,
    })
    .where('type', '=', type)
    .execute();
}
