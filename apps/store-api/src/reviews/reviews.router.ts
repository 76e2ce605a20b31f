import { Hono, type Context } from 'hono';
import { z } from 'zod';

import { invalidProductId } from '../catalog/catalog-http.js';
import type { Deps } from '../deps.js';
import { requireConsumerKey } from '../http/consumer-auth.js';
import type { AppEnv } from '../http/env.js';
import { StoreError } from '../http/errors.js';
import { publicOrigin } from '../http/public-origin.js';
import { parseOr } from '../http/validate.js';
import { boughtProduct, recountRatings, type ReviewRow } from './review-store.js';
import type { ReviewStatus } from './review.tables.js';
import { filterCommentHtml, toWcReview } from './review-view.js';

const ID_LIST = /^\d{1,9}(,\d{1,9}){0,99}$/;

/** Query of `GET wc/v3/products/reviews` (unknown parameters are ignored, as WordPress does). */
const ReviewListQuerySchema = z.object({
  product: z
    .string()
    .regex(ID_LIST, 'product[0] no es del tipo integer.')
    .transform((text) => text.split(',').map(Number))
    .optional(),
  /** WordPress's default is `approved`; `all` is approved and held ones. */
  status: z.enum(['all', 'approved', 'hold', 'spam', 'trash']).default('approved'),
  reviewer_email: z.string().max(200).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

const WriteStatusSchema = z.enum(['approved', 'hold', 'spam', 'trash']);

/** Body of `POST wc/v3/products/reviews`; like WordPress, the rating is any integer. */
const ReviewCreateSchema = z.object({
  product_id: z.number().int().min(1),
  review: z.string().max(65_525),
  reviewer: z.string().max(245),
  reviewer_email: z.email().max(100),
  rating: z.number().int().default(0),
  status: WriteStatusSchema.optional(),
});

const ReviewUpdateSchema = z.object({
  review: z.string().max(65_525).optional(),
  rating: z.number().int().optional(),
  status: WriteStatusSchema.optional(),
});

const invalidReviewId = () =>
  new StoreError(404, 'woocommerce_rest_review_invalid_id', 'ID de valoración no válido.');

const invalidContent = () =>
  new StoreError(
    400,
    'woocommerce_rest_review_content_invalid',
    'Contenido de la valoración no válido.',
  );

const duplicate = () =>
  new StoreError(
    409,
    'woocommerce_rest_comment_duplicate',
    'Comentario duplicado detectado; ¡parece que ya has dicho eso!',
  );

const utcNow = (now: number) => new Date(now).toISOString().slice(0, 19);

/**
 * WooCommerce REST v3 product reviews (`wc/v3/products/reviews`): lists by product and status,
 * one review, and the write key's create, update and delete. As in WooCommerce, a review created
 * here is `approved` unless the caller says `status` (WordPress's moderation setting does not
 * apply to REST writes), its `verified` mark is decided on creation from the reviewer's paid
 * orders, and the product's `average_rating`/`rating_count` are counted before the new review's
 * rating is kept, so they count it only on the next change of the product's reviews.
 */
export function reviewsRouter(deps: Deps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const { db, clock } = deps;
  const auth = requireConsumerKey(deps);
  router.use('/products/reviews', auth);
  router.use('/products/reviews/*', auth);

  const productOf = (id: number) =>
    db
      .selectFrom('products')
      .select(['id', 'name', 'slug'])
      .where('id', '=', id)
      .executeTakeFirst();

  async function answer(c: Context<AppEnv>, rows: ReviewRow[], context: 'view' | 'edit') {
    const ids = [...new Set(rows.map((row) => row.product_id))];
    const products =
      ids.length === 0
        ? []
        : await db
            .selectFrom('products')
            .select(['id', 'name', 'slug'])
            .where('id', 'in', ids)
            .execute();
    const named = new Map(
      products.map((p) => [
        p.id,
        { name: p.name, permalink: `${deps.config.storefrontUrl}/producto/${p.slug}` },
      ]),
    );
    const origin = publicOrigin(c, deps.config);
    return rows.map((row) =>
      toWcReview(row, named.get(row.product_id) ?? { name: '', permalink: '' }, origin, context),
    );
  }

  async function findReview(c: Context<AppEnv>): Promise<ReviewRow> {
    const id = Number(c.req.param('id'));
    const row = await db
      .selectFrom('product_reviews')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw invalidReviewId();
    return row;
  }

  router.get('/products/reviews', async (c) => {
    const query = parseOr(ReviewListQuerySchema, c.req.query());
    const statuses: ReviewStatus[] = query.status === 'all' ? ['approved', 'hold'] : [query.status];
    let base = db.selectFrom('product_reviews').where('status', 'in', statuses);
    if (query.product) base = base.where('product_id', 'in', query.product);
    if (query.reviewer_email) base = base.where('reviewer_email', '=', query.reviewer_email);
    const { total } = await base
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await base
      .selectAll()
      .orderBy('date_created', query.order)
      .orderBy('id', query.order)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute();
    c.header('X-WP-Total', String(total));
    c.header('X-WP-TotalPages', String(Math.ceil(Number(total) / query.per_page)));
    return c.json(await answer(c, rows, 'view'));
  });

  router.get('/products/reviews/:id{[0-9]+}', async (c) => {
    const [json] = await answer(c, [await findReview(c)], 'view');
    return c.json(json);
  });

  router.post('/products/reviews', async (c) => {
    const body = parseOr(ReviewCreateSchema, c.get('jsonBody'));
    const product = await productOf(body.product_id);
    if (!product) throw invalidProductId();
    const review = filterCommentHtml(body.review).trim();
    if (review === '') throw invalidContent();
    const same = await db
      .selectFrom('product_reviews')
      .select('id')
      .where('product_id', '=', body.product_id)
      .where('reviewer_email', '=', body.reviewer_email)
      .where('review', '=', review)
      .executeTakeFirst();
    if (same) throw duplicate();
    const verified = await boughtProduct(db, body.reviewer_email, body.product_id);
    const row = await db
      .insertInto('product_reviews')
      .values({
        product_id: body.product_id,
        status: body.status ?? 'approved',
        reviewer: body.reviewer,
        reviewer_email: body.reviewer_email,
        review,
        rating: body.rating,
        verified: verified ? 1 : 0,
        date_created: utcNow(clock.now()),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recountRatings(db, row.product_id, row.id);
    const [json] = await answer(c, [row], 'edit');
    return c.json(json, 201);
  });

  const update = async (c: Context<AppEnv>) => {
    const current = await findReview(c);
    const body = parseOr(ReviewUpdateSchema, c.get('jsonBody') ?? {});
    const review = body.review === undefined ? undefined : filterCommentHtml(body.review).trim();
    if (review === '') throw invalidContent();
    const row = await db
      .updateTable('product_reviews')
      .set({
        ...(review === undefined ? {} : { review }),
        ...(body.rating === undefined ? {} : { rating: body.rating }),
        ...(body.status === undefined ? {} : { status: body.status }),
      })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recountRatings(db, row.product_id);
    const [json] = await answer(c, [row], 'edit');
    return c.json(json);
  };
  router.put('/products/reviews/:id{[0-9]+}', update);
  router.patch('/products/reviews/:id{[0-9]+}', update);

  router.delete('/products/reviews/:id{[0-9]+}', async (c) => {
    const current = await findReview(c);
    const force = ['true', '1'].includes(c.req.query('force') ?? '');
    const [previous] = await answer(c, [current], 'edit');
    if (force) {
      await db.deleteFrom('product_reviews').where('id', '=', current.id).execute();
    } else {
      await db
        .updateTable('product_reviews')
        .set({ status: 'trash' })
        .where('id', '=', current.id)
        .execute();
    }
    await recountRatings(db, current.product_id);
    return c.json(force ? { deleted: true, previous } : { ...previous, status: 'trash' });
  });

  return router;
}
