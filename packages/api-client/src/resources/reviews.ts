import * as z from 'zod';
import type { CallOptions, StoreHttp } from '../http.js';
import { requestPage, type Page } from '../pagination.js';
import {
  ReviewCreateSchema,
  ReviewListQuerySchema,
  WcProductReviewSchema,
  type ReviewCreate,
  type ReviewListQuery,
  type WcProductReview,
} from './reviews.schemas.js';

export {
  ReviewCreateSchema,
  ReviewListQuerySchema,
  WcProductReviewSchema,
  WcReviewStatusSchema,
} from './reviews.schemas.js';
export type {
  ReviewCreate,
  ReviewListQuery,
  WcProductReview,
  WcReviewStatus,
} from './reviews.schemas.js';
export type { Page } from '../pagination.js';
export type { CallOptions, StoreHttp } from '../http.js';

const BASE = 'wp-json/wc/v3/products/reviews';

/** WooCommerce's product reviews. Reading needs a key; writing needs the write key. */
export interface ReviewsApi {
  /** A page of reviews (approved ones unless `status` says otherwise), newest first. */
  list(query?: ReviewListQuery, options?: CallOptions): Promise<Page<WcProductReview>>;
  /**
   * Writes a review. WooCommerce decides `verified` from the reviewer's paid orders, and counts
   * the product's `average_rating` before the new review's rating is kept: call
   * {@link ReviewsApi.recount} after creating an approved review to have it counted.
   */
  create(review: ReviewCreate, options?: CallOptions): Promise<WcProductReview>;
  /** Writes the review's rating again, which makes WooCommerce recount the product's rating. */
  recount(
    review: Pick<WcProductReview, 'id' | 'rating'>,
    options?: CallOptions,
  ): Promise<WcProductReview>;
}

/** Creates the reviews resource on a transport from `createStoreHttp`. */
export function createReviewsApi(http: StoreHttp): ReviewsApi {
  return {
    list(query, options) {
      return requestPage(http, {
        method: 'GET',
        path: BASE,
        query: ReviewListQuerySchema.parse(query ?? {}),
        schema: z.array(WcProductReviewSchema),
        signal: options?.signal,
      });
    },
    async create(review, options) {
      const { data } = await http.request({
        method: 'POST',
        path: BASE,
        json: ReviewCreateSchema.parse(review),
        schema: WcProductReviewSchema,
        signal: options?.signal,
      });
      return data;
    },
    async recount({ id, rating }, options) {
      const { data } = await http.request({
        method: 'PUT',
        path: `${BASE}/${String(id)}`,
        json: { rating },
        schema: WcProductReviewSchema,
        signal: options?.signal,
      });
      return data;
    },
  };
}
