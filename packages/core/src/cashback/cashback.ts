import * as z from 'zod';
import type { Cents } from '../money/cents.js';

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
  cap: z.coerce.number().int().positive().optional().catch(undefined),
  valid_until: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
  conditions: z.string().catch(''),
});

/** A cashback promotion as the page shows it; text still WordPress's, to decode or sanitise. */
export interface CashbackOffer {
  readonly id: number;
  readonly title: string;
  readonly bank: string;
  /** Percent returned, e.g. 10. */
  readonly percentage: number;
  /** Most returned, in centavos; `null` when the bank sets no cap. */
  readonly cap: Cents | null;
  /** Last day of the promotion (`YYYY-MM-DD`, the shop's calendar); `null` when open-ended. */
  readonly validUntil: string | null;
  /** WordPress HTML. */
  readonly conditions: string;
}

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
    cap: acf.cap === undefined ? null : acf.cap * 100,
    validUntil: acf.valid_until ?? null,
    conditions: acf.conditions,
  };
}

/** The promotions still running on `today` (`YYYY-MM-DD`, the shop's calendar): expired ones are hidden. */
export function activeCashback(offers: readonly CashbackOffer[], today: string): CashbackOffer[] {
  return offers.filter((offer) => offer.validUntil === null || offer.validUntil >= today);
}

/**
 * What a promotion gives back on a purchase of `amount` centavos: its percentage of the amount,
 * rounded to the centavo, never more than the bank's cap.
 */
export function cashbackReturn(
  offer: Pick<CashbackOffer, 'percentage' | 'cap'>,
  amount: Cents,
): Cents {
  const back = Math.round((amount * offer.percentage) / 100);
  return offer.cap === null ? back : Math.min(back, offer.cap);
}
