import * as z from 'zod';

// `/api/resenas`: a product's published reviews, and a signed-in customer's review of a product.

/** Shortest and longest review text a customer may send, in characters. */
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;

/** The Spanish reasons a review is refused for, shared by the form and the server. */
export const REVIEW_MESSAGES = {
  rating: 'Elige de 1 a 5 estrellas.',
  short: `Escribe al menos ${String(REVIEW_TEXT_MIN)} caracteres.`,
  long: `Tu reseña admite hasta ${String(REVIEW_TEXT_MAX)} caracteres.`,
  product: 'No encontramos ese producto.',
} as const;

/**
 * `POST /`'s body: the product, 1–5 stars and the text. Who writes it never comes from here: the
 * name and e-mail are the verified customer's (E1).
 */
export const ReviewBodySchema = z.object({
  product_id: z
    .number({ error: REVIEW_MESSAGES.product })
    .int({ error: REVIEW_MESSAGES.product })
    .positive({ error: REVIEW_MESSAGES.product }),
  rating: z
    .number({ error: REVIEW_MESSAGES.rating })
    .int({ error: REVIEW_MESSAGES.rating })
    .min(1, { error: REVIEW_MESSAGES.rating })
    .max(5, { error: REVIEW_MESSAGES.rating }),
  review: z
    .string({ error: REVIEW_MESSAGES.short })
    .trim()
    .min(REVIEW_TEXT_MIN, { error: REVIEW_MESSAGES.short })
    .max(REVIEW_TEXT_MAX, { error: REVIEW_MESSAGES.long }),
});
export type ReviewBody = z.input<typeof ReviewBodySchema>;

/** `POST /`'s answer: whether the review shows at once or waits for the shop's moderation. */
export const ReviewSentSchema = z.object({
  id: z.number(),
  status: z.enum(['published', 'pending']),
  message: z.string(),
});
export type ReviewSent = z.infer<typeof ReviewSentSchema>;

/** A published review as the product page shows it: no e-mail, the name shortened. */
export const PublishedReviewSchema = z.object({
  id: z.number(),
  /** «Ana P.»: first name and the initial of the last. */
  author: z.string(),
  /** ISO date of writing (UTC). */
  date: z.string(),
  rating: z.number().int().min(0).max(5),
  /** The review's HTML, sanitised on the server (I2). */
  html: z.string(),
  verified: z.boolean(),
});
export type PublishedReview = z.infer<typeof PublishedReviewSchema>;

/** `GET /?producto=<id>`: the newest published reviews of a product and how many there are. */
export const ProductReviewsSchema = z.object({
  reviews: z.array(PublishedReviewSchema),
  total: z.number().int().min(0),
});
export type ProductReviews = z.infer<typeof ProductReviewsSchema>;
