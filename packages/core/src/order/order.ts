import * as z from 'zod';

/** WooCommerce's order statuses, and the one the plugin adds for «Salió a entrega». */
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
]);
/** An order's status. */
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** How each order status reads to a shopper. */
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
};
