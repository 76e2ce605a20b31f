import * as z from 'zod';

/** `GET wp/v2/pages?slug=`: the fields a content page shows. */
export const WpPageSchema = z.looseObject({
  id: z.number(),
  slug: z.string(),
  content: z.looseObject({ rendered: z.string() }),
});

/** The answer of `GET wp/v2/pages?slug=`: zero or one page. */
export const WpPageListSchema = z.array(WpPageSchema);
