import type { Migration } from '../db/migrate.js';

/**
 * WooCommerce coupons (codes lowercase). The CHECK keeps `usage_count` within `usage_limit` even
 * if a bug skipped the conditional UPDATE (G5).
 */
export const couponMigration: Migration = {
  name: '0120-coupons',
  up: `
    CREATE TABLE coupons (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      code TEXT NOT NULL UNIQUE COLLATE NOCASE,
      discount_type TEXT NOT NULL CHECK (discount_type IN ('percent', 'fixed_cart')),
      amount INTEGER NOT NULL CHECK (amount >= 0),
      description TEXT NOT NULL DEFAULT '',
      minimum_amount_cents INTEGER NOT NULL DEFAULT 0,
      expires_at_ms INTEGER,
      usage_limit INTEGER CHECK (usage_limit IS NULL OR usage_limit >= 0),
      usage_limit_per_user INTEGER CHECK (usage_limit_per_user IS NULL OR usage_limit_per_user >= 0),
      usage_count INTEGER NOT NULL DEFAULT 0
        CHECK (usage_limit IS NULL OR usage_count <= usage_limit),
      individual_use INTEGER NOT NULL DEFAULT 0,
      date_created TEXT NOT NULL,
      date_modified TEXT NOT NULL
    );
  `,
};
