import type { Generated } from 'kysely';

/** WordPress's statuses of a product review (a comment of type `review`). */
export type ReviewStatus = 'approved' | 'hold' | 'spam' | 'trash';

/** Tables of the reviews migration. */
export interface ReviewTables {
  product_reviews: {
    id: Generated<number>;
    product_id: number;
    status: ReviewStatus;
    reviewer: string;
    reviewer_email: string;
    /** The review's text as written (kses-filtered HTML, as WordPress keeps it). */
    review: string;
    /** 0–5 as WooCommerce keeps it; 0 when no rating was given. */
    rating: number;
    /** Whether the reviewer had bought the product when writing (WooCommerce's `verified` meta). */
    verified: number;
    /** UTC, `YYYY-MM-DDTHH:MM:SS`. */
    date_created: string;
  };
  /** A view (G12): a product bought, by e-mail, in an order paid and not undone since. */
  verified_purchases: {
    product_id: number;
    /** Lower-cased. */
    email: string;
  };
}
