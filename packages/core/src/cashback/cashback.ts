import * as z from 'zod';

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
