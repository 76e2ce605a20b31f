import * as z from 'zod';

/**
 * A cashback entry (`wp/v2/cashback?acf_format=standard`): `{id, title.rendered, acf}`.
 * ACF answers `[]` or `false` instead of an object when a post has no fields, so `acf` is
 * always read as an object (empty in those cases). `title.rendered` is HTML-escaped text.
 */
export const WpCashbackSchema = z.looseObject({
  id: z.number(),
  title: z.looseObject({ rendered: z.string() }),
  acf: z
    .union([z.record(z.string(), z.unknown()), z.array(z.unknown()), z.literal(false), z.null()])
    .optional()
    .transform((acf): Record<string, unknown> => (acf && !Array.isArray(acf) ? acf : {})),
});
export type WpCashback = z.infer<typeof WpCashbackSchema>;
