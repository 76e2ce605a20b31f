import * as z from 'zod';

/**
 * A WordPress page (`wp/v2/pages`): the fields the shop shows. `title.rendered` is HTML-escaped
 * text and `content.rendered` is HTML the caller must sanitise before showing it.
 */
export const WpPageSchema = z.looseObject({
  id: z.number(),
  slug: z.string(),
  title: z.looseObject({ rendered: z.string() }),
  content: z.looseObject({ rendered: z.string() }),
  /** Last edit, WordPress's local time without zone (`2026-11-23T14:05:00`). */
  modified: z.string().optional(),
});
export type WpPage = z.infer<typeof WpPageSchema>;
