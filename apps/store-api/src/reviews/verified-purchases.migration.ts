import { VOIDED_ORDER_STATUSES } from '@vitrina/core';

import type { Migration } from '../db/migrate.js';

const voided = VOIDED_ORDER_STATUSES.map((status) => `'${status}'`).join(', ');
const counts = `o.date_paid IS NOT NULL AND o.status NOT IN (${voided})`;

/** Sets a review's mark again whenever an order's status or payment changes (G12). */
const RECHECK_VERIFIED_REVIEWS = `
    CREATE TRIGGER orders_recheck_verified_reviews AFTER UPDATE OF status, date_paid ON orders
    BEGIN
      UPDATE product_reviews
        SET verified = EXISTS (
          SELECT 1 FROM verified_purchases v
            WHERE v.product_id = product_reviews.product_id
              AND v.email = lower(product_reviews.reviewer_email))
        WHERE product_id IN (SELECT product_id FROM order_items WHERE order_id = NEW.id)
          AND lower(reviewer_email) IN (
            SELECT lower(json_extract(NEW.billing, '$.email'))
            UNION SELECT lower(email) FROM users WHERE id = NEW.customer_id);
    END;`;

/**
 * «Compra verificada» (G12), core's `countsAsPurchase` in SQL: `verified_purchases` lists who
 * bought what in an order paid and not undone since, by its billing e-mail and its customer's
 * account e-mail (WooCommerce's `wc_customer_bought_product` reads both). A review's mark is set
 * from it when written, and the trigger sets it again for that order's products and buyer
 * whenever an order's status or payment changes, whichever path changes it (the gateway, a
 * cancel, the hold's sweep, the owner): a cancel or refund after the review takes the mark away.
 */
export const verifiedPurchasesMigration: Migration = {
  name: '0236-verified-purchases',
  up: `
    CREATE VIEW verified_purchases AS
      SELECT i.product_id AS product_id, lower(json_extract(o.billing, '$.email')) AS email
        FROM orders o JOIN order_items i ON i.order_id = o.id
        WHERE ${counts}
      UNION
      SELECT i.product_id, lower(u.email)
        FROM orders o JOIN order_items i ON i.order_id = o.id JOIN users u ON u.id = o.customer_id
        WHERE ${counts};
    ${RECHECK_VERIFIED_REVIEWS}
  `,
};

/**
 * The orders table made again (0261, «Salió a entrega») dropped the trigger with the old table:
 * a cancel or refund after a review no longer took its mark away. Set on the table as it is now.
 */
export const verifiedReviewsFollowOrdersMigration: Migration = {
  name: '0263-verified-reviews-follow-orders',
  up: `
    DROP TRIGGER IF EXISTS orders_recheck_verified_reviews;
    ${RECHECK_VERIFIED_REVIEWS}
  `,
};
