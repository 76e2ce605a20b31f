import type { Generated } from 'kysely';

/** Tables of the coupons migration. */
export interface CouponTables {
  coupons: {
    id: Generated<number>;
    code: string;
    discount_type: 'percent' | 'fixed_cart';
    /** Centavos for fixed_cart; hundredths of a percent for percent. */
    amount: number;
    description: string;
    minimum_amount_cents: number;
    expires_at_ms: number | null;
    usage_limit: number | null;
    usage_limit_per_user: number | null;
    usage_count: Generated<number>;
    individual_use: number;
    date_created: string;
    date_modified: string;
  };
}
