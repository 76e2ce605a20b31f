import * as z from 'zod';

/**
 * Every status a WooCommerce order can have (`wc_get_order_statuses()`, and `trash` over REST),
 * with `partially-paid`, the deposit's status the shop adds (G9), and `out-for-delivery`, the one
 * the plugin adds for «Salió a entrega».
 */
export const OrderStatusSchema = z.enum([
  'pending',
  'processing',
  'on-hold',
  'partially-paid',
  'out-for-delivery',
  'completed',
  'cancelled',
  'refunded',
  'failed',
  'checkout-draft',
  'trash',
]);
/** An order's status. */
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** How each order status reads to a shopper and to the owner: the one place they are worded. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Pendiente de pago',
  processing: 'En proceso',
  'on-hold': 'En espera',
  'partially-paid': 'Abono pagado',
  'out-for-delivery': 'En camino',
  completed: 'Completado',
  cancelled: 'Cancelado',
  refunded: 'Reembolsado',
  failed: 'Pago fallido',
  'checkout-draft': 'Borrador',
  trash: 'Anulado',
};

/**
 * A status a plugin of the owner's added, which the shop has no word for: the shopper reads that
 * the shop has it in hand rather than its code.
 */
export const UNKNOWN_ORDER_STATUS_LABEL = 'En revisión por la tienda';

/** An order's status in the shop's words, whatever the store answers. */
export function orderStatusLabel(status: string): string {
  const known = OrderStatusSchema.safeParse(status);
  return known.success ? ORDER_STATUS_LABELS[known.data] : UNKNOWN_ORDER_STATUS_LABEL;
}
