import type { Generated } from 'kysely';

/** Tables of the refunds migration. Money in centavos; JSON columns hold WooCommerce shapes. */
export interface RefundTables {
  order_refunds: {
    id: Generated<number>;
    order_id: number;
    amount_cents: number;
    reason: string;
    refunded_by: number;
    /** WooCommerce's meta entries, JSON: the credit note's `ncf`, `ncf_type`, `ncf_modified`… */
    meta_data: string;
    /** The lines given back, JSON, in WooCommerce's refund line shape (negative). */
    line_items: string;
    date_created: string;
  };
}
