import * as z from 'zod';
import { CentsSchema } from '../money/cents-schema.js';

/** WooCommerce's order statuses. */
export const OrderStatusSchema = z.enum([
  'pending',
  'processing',
  'on-hold',
  'completed',
  'cancelled',
  'refunded',
  'failed',
  'checkout-draft',
]);
/** An order's status. */
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** How each order status reads to a shopper. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Pendiente de pago',
  processing: 'En proceso',
  'on-hold': 'En espera',
  completed: 'Completado',
  cancelled: 'Cancelado',
  refunded: 'Reembolsado',
  failed: 'Pago fallido',
  'checkout-draft': 'Borrador',
};

/** True once the order has been paid (WooCommerce moves paid orders to processing or completed). */
export function isPaidOrderStatus(status: OrderStatus): boolean {
  return status === 'processing' || status === 'completed';
}

/** One line of an order. Amounts in centavos. */
export const OrderLineSchema = z.object({
  product_id: z.number().int().positive(),
  name: z.string(),
  quantity: z.number().int().positive(),
  /** Line total after discounts. */
  total: CentsSchema,
});
/** One line of an order. */
export type OrderLine = z.infer<typeof OrderLineSchema>;

/**
 * An order as the shop shows it (confirmation page, profile): what was bought, for how much and
 * where it stands. Amounts in centavos; `date_created` is WooCommerce's ISO local date-time.
 */
export const OrderSchema = z.object({
  id: z.number().int().positive(),
  order_key: z.string(),
  status: OrderStatusSchema,
  date_created: z.string(),
  line_items: z.array(OrderLineSchema),
  discount_total: CentsSchema,
  shipping_total: CentsSchema,
  total_tax: CentsSchema,
  total: CentsSchema,
});
/** An order. */
export type Order = z.infer<typeof OrderSchema>;
