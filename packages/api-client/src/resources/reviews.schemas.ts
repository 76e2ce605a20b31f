import * as z from 'zod';

/** WordPress's statuses of a product review. */
export const WcReviewStatusSchema = z.enum([
  'approved',
  'hold',
  'spam',
  'unspam',
  'trash',
  'untrash',
]);
export type WcReviewStatus = z.infer<typeof WcReviewStatusSchema>;

/**
 * A WooCommerce v3 product review (`wc/v3/products/reviews`). `review` is WordPress HTML
 * (paragraphs when read, as stored in a write's answer): sanitise it before showing it.
 * `verified` says the reviewer bought the product: an order of it paid and not cancelled, refunded
 * or failed since, checked again when such an order changes (G12). `rating` is 0–5 as the shop
 * writes it; WooCommerce itself takes any integer.
 */
export const WcProductReviewSchema = z.looseObject({
  id: z.number(),
  date_created: z.string(),
  date_created_gmt: z.string().optional(),
  product_id: z.number(),
  status: z.string(),
  reviewer: z.string(),
  reviewer_email: z.string().default(''),
  review: z.string(),
  rating: z.number(),
  verified: z.boolean().default(false),
});
export type WcProductReview = z.infer<typeof WcProductReviewSchema>;

/** Filters of `GET wc/v3/products/reviews`, with WooCommerce's own names. */
export const ReviewListQuerySchema = z.strictObject({
  /** Reviews of these products only. */
  product: z.array(z.number().int().positive()).readonly().optional(),
  /** `approved` (WordPress's default), `hold`, `spam`, `trash`, or `all` (approved and held). */
  status: z.enum(['all', 'approved', 'hold', 'spam', 'trash']).optional(),
  reviewer_email: z.string().optional(),
  page: z.number().int().positive().optional(),
  per_page: z.number().int().min(1).max(100).optional(),
  order: z.enum(['asc', 'desc']).optional(),
});
export type ReviewListQuery = z.infer<typeof ReviewListQuerySchema>;

/** Body of `POST wc/v3/products/reviews`; without `status` WooCommerce publishes it at once. */
export const ReviewCreateSchema = z.strictObject({
  product_id: z.number().int().positive(),
  review: z.string().min(1),
  reviewer: z.string().min(1),
  reviewer_email: z.email(),
  rating: z.number().int().min(0).max(5),
  status: z.enum(['approved', 'hold']).optional(),
});
export type ReviewCreate = z.infer<typeof ReviewCreateSchema>;
