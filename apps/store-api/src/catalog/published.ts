import type { Kysely } from 'kysely';

import type { Database } from '../db/schema.js';

/**
 * The products among `ids` that shoppers may see, ask about and buy: published, and a variation
 * only while its variable product is published too. WooCommerce keeps the two statuses apart (a
 * draft's variations stay `publish`), so the product decides for its variations (#34).
 */
export async function publishedIds(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('products as p')
    .leftJoin('products as parent', 'parent.id', 'p.parent_id')
    .select('p.id')
    .where('p.id', 'in', [...ids])
    .where('p.status', '=', 'publish')
    .where((eb) => eb.or([eb('p.type', '!=', 'variation'), eb('parent.status', '=', 'publish')]))
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Whether product `id` is published for shoppers ({@link publishedIds}). */
export async function isPublished(db: Kysely<Database>, id: number): Promise<boolean> {
  return (await publishedIds(db, [id])).has(id);
}
