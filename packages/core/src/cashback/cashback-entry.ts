// The store's cashback entries read through zod, apart from the promotions' arithmetic, which
// a page uses without loading zod (issue 26).
import * as z from 'zod';
import { pesosToCents } from '../money/cents.js';
import type { CashbackOffer } from './cashback.js';

/**
 * A cashback entry (spec §3): the WordPress post's id, its title (already sanitized text) and its
 * ACF fields, whose shape the shop's editors decide.
 */
export const CashbackEntrySchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  acf: z.record(z.string(), z.unknown()),
});
/** A cashback entry. */
export type CashbackEntry = z.infer<typeof CashbackEntrySchema>;

const AcfSchema = z.object({
  bank: z.string().catch(''),
  percentage: z.coerce.number().min(0).max(100).catch(0),
  // Past this a cap in centavos is no longer a safe integer: a typo, read as no cap.
  cap: z.coerce
    .number()
    .int()
    .positive()
    .max(Number.MAX_SAFE_INTEGER / 100)
    .optional()
    .catch(undefined),
  valid_until: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
  conditions: z.string().catch(''),
});

/**
 * Reads an entry's ACF fields (`bank`, `percentage`, `cap` in whole pesos, `valid_until`,
 * `conditions`); a field the editors left out or filled wrongly reads as absent.
 */
export function readCashbackOffer(entry: CashbackEntry): CashbackOffer {
  const acf = AcfSchema.parse(entry.acf);
  return {
    id: entry.id,
    title: entry.title,
    bank: acf.bank,
    percentage: acf.percentage,
    cap: acf.cap === undefined ? null : pesosToCents(acf.cap),
    validUntil: acf.valid_until ?? null,
    conditions: acf.conditions,
  };
}
