import { isStoreApiError, type StoreClient } from '@vitrina/api-client';
import { createCustomersApi } from '@vitrina/api-client/customers';
import { createProductsApi } from '@vitrina/api-client/products';
import { createReviewsApi, type WcProductReview } from '@vitrina/api-client/reviews';
import { Hono, type Context } from 'hono';
import { sanitizeHtml } from '../../src/lib/sanitize-html.server.js';
import {
  ProductReviewsSchema,
  ReviewBodySchema,
  ReviewSentSchema,
  type PublishedReview,
} from '../../src/lib/shop-api/reviews.js';
import type { ShopAppEnv } from '../app-env.js';
import { refuse, shopAnswer, tooManyRequests } from '../endpoints/answers.js';
import { readJsonBody } from '../endpoints/json-body.js';
import { memoryAttemptLimits, type AttemptLimits } from '../endpoints/attempt-limit.js';
import { keyedStore } from '../endpoints/shop-store.js';
import type { StoreWriteKey } from '../endpoints/write-key.js';
import { shopperAddress } from '../client-ip.js';
import type { ShopConfig } from '../env.js';
import { faultResponse } from '../endpoints/faults.js';
import type { ShopperVerifier } from '../shopper/verify-shopper.js';

export interface ReviewRoutesOptions {
  config: ShopConfig;
  verifier: ShopperVerifier;
  /** The read_write key reviews are written with; without it writing answers 503. */
  writeKey: StoreWriteKey | undefined;
  /** The store read with the shop's read key (through the catalogue cache). */
  reader: StoreClient;
  /** Where the limit of reviews per customer is counted (Redis with several instances, M2). */
  limits?: AttemptLimits;
}

/** Reviews a customer may send in {@link WRITE_WINDOW_MS}. */
const WRITE_LIMIT = 5;
const WRITE_WINDOW_MS = 10 * 60_000;
/** Reviews a product page shows. */
const SHOWN = 10;

const PENDING = 'Gracias por tu reseña. La publicaremos cuando la revisemos.';
const PUBLISHED = 'Gracias por tu reseña. Ya está publicada.';

/** Plain text as HTML: the customer writes text, never markup (I2). */
const asHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** «Ana P.»: first name and the initial of the last, never the e-mail. */
export function shortName(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const initial = rest.at(-1)?.charAt(0);
  return initial === undefined ? first || 'Cliente' : `${first} ${initial.toUpperCase()}.`;
}

async function published(review: WcProductReview): Promise<PublishedReview> {
  return {
    id: review.id,
    author: shortName(review.reviewer),
    date: review.date_created,
    rating: Math.max(0, Math.min(5, Math.round(review.rating))),
    html: await sanitizeHtml(review.review),
    verified: review.verified,
  };
}

/**
 * `/api/resenas`: a product's published reviews for anyone (no e-mail leaves the server), and a
 * signed-in customer's review, written with the shop's key under the name and e-mail of the
 * verified customer (E1), one per product, a few per window.
 */
export function reviewRoutes(options: ReviewRoutesOptions) {
  const { config, verifier, writeKey, reader, limits = memoryAttemptLimits } = options;
  const app = new Hono<ShopAppEnv>();
  const writes = limits('reviews', WRITE_LIMIT, WRITE_WINDOW_MS);

  app.onError((error) => faultResponse('reviews', error));

  const storeFor = keyedStore(config, writeKey, {
    code: 'reviews_unavailable',
    message: 'Las reseñas no están disponibles en este momento. Inténtalo más tarde.',
  });
  const shopStore = (c: Context<ShopAppEnv>) => storeFor(shopperAddress(c, config.trustProxy));

  app.get('/', async (c) => {
    const id = Number(c.req.query('producto'));
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
      return refuse({
        status: 400,
        code: 'invalid_product',
        message: 'Indica un producto válido.',
      });
    }
    const page = await reader.reviews.list(
      { product: [id], status: 'approved', per_page: SHOWN },
      { signal: c.req.raw.signal },
    );
    const reviews = await Promise.all(
      page.items.filter((r) => r.status === 'approved').map(published),
    );
    return shopAnswer(ProductReviewsSchema, { reviews, total: page.total });
  });

  app.post('/', async (c) => {
    const shopper = await verifier.verify(c.req.raw.headers, c.req.raw.signal);
    if (shopper.kind !== 'customer') {
      return refuse(
        shopper.kind === 'guest'
          ? {
              status: 401,
              code: 'rest_not_logged_in',
              message: 'Inicia sesión para escribir una reseña.',
            }
          : {
              status: 401,
              code: 'jwt_auth_invalid_token',
              message: 'Tu sesión ha expirado. Inicia sesión de nuevo.',
            },
      );
    }
    const { product_id, rating, review } = await readJsonBody(
      c,
      ReviewBodySchema,
      'invalid_review',
    );
    const wait = await writes.hit(`customer:${String(shopper.id)}`);
    if (wait !== undefined) {
      return refuse(
        tooManyRequests(
          `Enviaste varias reseñas seguidas. Espera ${String(wait)} s e inténtalo de nuevo.`,
          wait,
        ),
      );
    }
    const store = shopStore(c);
    const product = await createProductsApi(store)
      .get(product_id)
      .catch((error: unknown) => {
        if (isStoreApiError(error) && error.status === 404) return undefined;
        throw error;
      });
    if (product?.status !== 'publish' || !product.reviews_allowed) {
      return refuse({
        status: 404,
        code: 'product_not_found',
        message: 'No encontramos ese producto.',
      });
    }
    const customer = await createCustomersApi(store).get(shopper.id);
    const reviews = createReviewsApi(store);
    const earlier = await reviews.list({
      product: [product_id],
      reviewer_email: customer.email,
      status: 'all',
      per_page: 1,
    });
    if (earlier.total > 0) {
      return refuse({
        status: 409,
        code: 'already_reviewed',
        message: 'Ya escribiste una reseña de este producto.',
      });
    }
    const name =
      `${customer.first_name} ${customer.last_name}`.trim() ||
      customer.email.split('@')[0] ||
      'Cliente';
    const created = await reviews.create({
      product_id,
      review: asHtml(review),
      reviewer: name,
      reviewer_email: customer.email,
      rating,
      status: config.reviewsHeld ? 'hold' : 'approved',
    });
    // WooCommerce counts the product's rating before it keeps the new one's: writing it again
    // has the approved review counted at once.
    if (created.status === 'approved') await reviews.recount(created);
    const isPublished = created.status === 'approved';
    return shopAnswer(
      ReviewSentSchema,
      {
        id: created.id,
        status: isPublished ? 'published' : 'pending',
        message: isPublished ? PUBLISHED : PENDING,
      },
      201,
    );
  });

  return app;
}
