import { NCF_META, NCF_VOIDING_STATUSES, parseNcf } from '@vitrina/core';
import type { Kysely } from 'kysely';

import { wooDates } from '../customers/customer-view.js';
import type { Database } from '../db/schema.js';

/**
 * Every NCF voided so far, for the report of voided numbers the DGII asks for (its «608»): the
 * numbers of orders now cancelled or failed (core's `NCF_VOIDING_STATUSES`), by NCF, with the
 * order, its status, when it was placed and when it last changed (its void). An order that was
 * paid again after a failure holds its number again and leaves the list.
 */
export async function voidedNcfs(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'status', 'meta_data', 'date_created', 'date_modified'])
    .where('status', 'in', NCF_VOIDING_STATUSES)
    .orderBy('id')
    .execute();
  return rows
    .flatMap((row) => {
      const meta = JSON.parse(row.meta_data) as { key: string; value: unknown }[];
      const ncf = meta.find((entry) => entry.key === NCF_META.number)?.value;
      const parsed = typeof ncf === 'string' ? parseNcf(ncf) : undefined;
      if (typeof ncf !== 'string' || parsed === undefined) return [];
      return [
        {
          ncf,
          type: parsed.type,
          order_id: row.id,
          status: row.status,
          date_created: wooDates(row.date_created).local,
          date_voided: wooDates(row.date_modified).local,
        },
      ];
    })
    .sort((a, b) => a.ncf.localeCompare(b.ncf));
}
