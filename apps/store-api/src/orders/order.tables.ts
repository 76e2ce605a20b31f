import type { Generated } from 'kysely';

export type OrderStatus =
  | 'pending'
  | 'processing'
  | 'on-hold'
  | 'partially-paid'
  | 'out-for-delivery'
  | 'completed'
  | 'cancelled'
  | 'refunded'
  | 'failed';

/** Tables of the orders migration. Money in centavos; JSON columns hold WooCommerce shapes. */
export interface OrderTables {
  orders: {
    id: Generated<number>;
    order_key: string;
    customer_id: number | null;
    status: OrderStatus;
    billing: string;
    shipping: string;
    payment_method: string;
    payment_method_title: string;
    subtotal_cents: number;
    discount_total_cents: number;
    shipping_total_cents: number;
    total_cents: number;
    /** Partial payment: the deposit the store asks for (G9), else null. */
    deposit_cents: number | null;
    customer_note: string;
    meta_data: string;
    customer_ip_address: string;
    customer_user_agent: string;
    date_created: string;
    date_modified: string;
    date_paid: string | null;
    date_completed: string | null;
  };
  order_items: {
    id: Generated<number>;
    order_id: number;
    product_id: number;
    name: string;
    sku: string;
    quantity: number;
    unit_price_cents: number;
    subtotal_cents: number;
    total_cents: number;
    /** The variation ordered (issue 29); 0 for a simple product. */
    variation_id: Generated<number>;
    /** The variation's options as WooCommerce's line meta, JSON. */
    meta_data: Generated<string>;
    parent_name: string | null;
  };
  order_shipping_lines: {
    id: Generated<number>;
    order_id: number;
    method_id: string;
    instance_id: number;
    method_title: string;
    total_cents: number;
  };
  order_coupon_lines: {
    id: Generated<number>;
    order_id: number;
    coupon_id: number;
    code: string;
    discount_cents: number;
    customer_id: number | null;
    email: string;
    /** 1 once the order was cancelled or failed: the use no longer counts (G6). */
    released: Generated<number>;
  };
  /** What happened to an order and who did it (WooCommerce's order notes). */
  order_notes: {
    id: Generated<number>;
    order_id: number;
    note: string;
    /** 1 when the shopper sees it too. */
    customer_note: number;
    author: string;
    date_created: string;
  };
  order_idempotency: {
    scope: string;
    idempotency_key: string;
    request_hash: string;
    order_id: number | null;
    response_status: number | null;
    response_body: string | null;
    created_at_ms: number;
  };
}
