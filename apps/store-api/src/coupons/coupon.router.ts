import { centsToDecimal, COUPON_CODE_MESSAGE, CouponCodeSchema } from '@vitrina/core';
import { Hono } from 'hono';

import { wooDates } from '../customers/customer-view.js';
import type { Deps } from '../deps.js';
import { requireConsumerKey } from '../http/consumer-auth.js';
import type { AppEnv } from '../http/env.js';
import { noRoute, StoreError } from '../http/errors.js';
import { itemLinks } from '../http/item-links.js';
import { parseOr } from '../http/validate.js';
import type { CouponRow } from './coupon-store.js';
import { couponGuessLimit } from './coupon-guess-limit.js';

function couponView(row: CouponRow, usedBy: string[], origin: string) {
  const created = wooDates(row.date_created);
  const modified = wooDates(row.date_modified);
  const expires =
    row.expires_at_ms === null ? null : wooDates(new Date(row.expires_at_ms).toISOString());
  return {
    id: row.id,
    code: row.code,
    amount: centsToDecimal(row.amount),
    date_created: created.local,
    date_created_gmt: created.gmt,
    date_modified: modified.local,
    date_modified_gmt: modified.gmt,
    discount_type: row.discount_type,
    description: row.description,
    date_expires: expires?.local ?? null,
    date_expires_gmt: expires?.gmt ?? null,
    usage_count: row.usage_count,
    individual_use: row.individual_use === 1,
    product_ids: [],
    excluded_product_ids: [],
    usage_limit: row.usage_limit,
    usage_limit_per_user: row.usage_limit_per_user,
    limit_usage_to_x_items: null,
    free_shipping: false,
    product_categories: [],
    excluded_product_categories: [],
    exclude_sale_items: false,
    minimum_amount: centsToDecimal(row.minimum_amount_cents),
    maximum_amount: '0.00',
    email_restrictions: [],
    used_by: usedBy,
    meta_data: [],
    _links: itemLinks(origin, 'wc/v3/coupons', row.id),
  };
}

/** WooCommerce v3 `coupons` (read only): the list filtered by `code`, and one by id. */
export function couponRouter(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  const guesses = couponGuessLimit(deps);
  app.use('/coupons', requireConsumerKey(deps));
  app.use('/coupons/*', requireConsumerKey(deps));

  const usedBy = async (couponId: number): Promise<string[]> => {
    const uses = await db
      .selectFrom('order_coupon_lines')
      .select(['customer_id', 'email'])
      .where('coupon_id', '=', couponId)
      .where('released', '=', 0)
      .orderBy('id')
      .execute();
    return uses.map((use) => (use.customer_id === null ? use.email : String(use.customer_id)));
  };

  app.get('/coupons', async (c) => {
    const rawCode = c.req.query('code');
    let query = db.selectFrom('coupons').selectAll().orderBy('id', 'desc');
    if (rawCode !== undefined) {
      guesses.assertAllowed(c);
      const code = parseOr(CouponCodeSchema, rawCode, { message: COUPON_CODE_MESSAGE });
      query = query.where('code', '=', code);
    }
    const rows = await query.limit(100).execute();
    if (rawCode !== undefined && rows.length === 0) guesses.countMiss(c);
    const origin = new URL(c.req.url).origin;
    const views = await Promise.all(
      rows.map(async (row) => couponView(row, await usedBy(row.id), origin)),
    );
    c.header('X-WP-Total', String(views.length));
    c.header('X-WP-TotalPages', views.length > 0 ? '1' : '0');
    return c.json(views);
  });

  app.get('/coupons/:id', async (c) => {
    const raw = c.req.param('id');
    if (!/^\d{1,10}$/.test(raw)) throw noRoute();
    const row = await db
      .selectFrom('coupons')
      .selectAll()
      .where('id', '=', Number(raw))
      .executeTakeFirst();
    if (!row) throw new StoreError(404, 'woocommerce_rest_shop_coupon_invalid_id', 'ID no válido.');
    return c.json(couponView(row, await usedBy(row.id), new URL(c.req.url).origin));
  });

  return app;
}
