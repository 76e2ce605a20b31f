import type { SeedModule } from '../seed/seed-module.js';

/** Demo coupons: 10 % off, an expired summer code, and RD$2,000 off orders from RD$30,000. */
export const couponSeed: SeedModule = {
  name: 'coupons',
  async seed({ db, now }) {
    const iso = new Date(now).toISOString();
    await db
      .insertInto('coupons')
      .values([
        {
          code: 'vitrina10',
          discount_type: 'percent',
          amount: 1_000,
          description: '10 % de descuento en tu compra.',
          minimum_amount_cents: 0,
          expires_at_ms: null,
          usage_limit: null,
          usage_limit_per_user: 1,
          individual_use: 1,
          date_created: iso,
          date_modified: iso,
        },
        {
          code: 'verano2025',
          discount_type: 'percent',
          amount: 1_500,
          description: 'Promoción de verano 2025 (vencida).',
          minimum_amount_cents: 0,
          expires_at_ms: Date.UTC(2025, 8, 30, 4),
          usage_limit: null,
          usage_limit_per_user: null,
          individual_use: 0,
          date_created: iso,
          date_modified: iso,
        },
        {
          code: 'ahorra2000',
          discount_type: 'fixed_cart',
          amount: 200_000,
          description: 'RD$2,000 de descuento en compras desde RD$30,000.',
          minimum_amount_cents: 3_000_000,
          expires_at_ms: null,
          usage_limit: 500,
          usage_limit_per_user: null,
          individual_use: 0,
          date_created: iso,
          date_modified: iso,
        },
      ])
      .execute();
  },
};
