import { LineOptionSchema } from '@vitrina/core';
import * as z from 'zod';

// The one view of an order every order-shaped answer composes (the confirmation, the profile's
// order, tracking, the invoice): who and when (`OrderHeadSchema`), what (`OrderLinesSchema`) and
// the money, refunds included (`OrderFiguresSchema`); the answers a shopper acts on add when it
// comes and what may still change of it (`OrderWindowSchema`). Amounts are centavos.

/**
 * A line's options, labelled (`Tamaño de pantalla` → `55"`): a product with options names the
 * product and, apart, the options chosen (issue 29); `[]` for a product sold as it is.
 */
const LineOptionsSchema = z.array(LineOptionSchema);

/** The order itself: its number, its status in the shop's words and when it was placed. */
export const OrderHeadSchema = z.object({
  id: z.number(),
  number: z.string(),
  status: z.string(),
  status_label: z.string(),
  /** When it was placed (the store's date), '' when the store has none. */
  placed_at: z.string(),
});
export type OrderHead = z.infer<typeof OrderHeadSchema>;

/**
 * One line: the product and its options, how many, one unit's price, the line before discounts
 * (`subtotal`, what an invoice bills) and after its share of them (`total`).
 */
export const OrderLineSchema = z.object({
  product_id: z.number(),
  name: z.string(),
  options: LineOptionsSchema,
  quantity: z.number(),
  unit_price: z.number(),
  subtotal: z.number(),
  total: z.number(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

/** The order's lines. */
export const OrderLinesSchema = z.object({ lines: z.array(OrderLineSchema) });

/**
 * The credit note a refund issued (NCF B04): its number, the invoice's NCF it modifies, the last
 * day its range was valid ('' without one) and the ITBIS the amount includes.
 */
export const CreditNoteSchema = z.object({
  ncf: z.string(),
  modifies: z.string(),
  valid_until: z.string(),
  taxable: z.number(),
  itbis: z.number(),
});
export type CreditNote = z.infer<typeof CreditNoteSchema>;

/** Money the shop gave back: how much, when (an instant), why, and its credit note if it has one. */
export const OrderRefundSchema = z.object({
  id: z.number(),
  amount: z.number(),
  date: z.string(),
  reason: z.string(),
  credit_note: CreditNoteSchema.nullable(),
});
export type OrderRefund = z.infer<typeof OrderRefundSchema>;

/** The order's money, as the store has it. */
export const OrderFiguresSchema = z.object({
  /** The lines before discounts: the order's subtotal. */
  goods: z.number(),
  discount: z.number(),
  shipping: z.number(),
  /** The ITBIS the total includes (core's rule). */
  itbis: z.number(),
  total: z.number(),
  /** G9: the deposit to pay now, while nothing is paid; null without one or once money came in. */
  deposit: z.number().nullable(),
  /** What the store received so far: the deposit, the total, or 0 (nothing paid yet). */
  paid: z.number(),
  /** What is left after the deposit paid or to pay now; null without a deposit. */
  balance: z.number().nullable(),
  /** N1: every refund, newest first, and what they gave back in all. */
  refunds: z.array(OrderRefundSchema),
  refunded: z.number(),
});
export type OrderFigures = z.infer<typeof OrderFiguresSchema>;

/** Head, lines and figures: what every order-shaped answer starts from. */
export const OrderViewSchema = OrderHeadSchema.extend(OrderLinesSchema.shape).extend(
  OrderFiguresSchema.shape,
);
export type OrderView = z.infer<typeof OrderViewSchema>;

/** One change: whether the store would take it now, and if not, why (core's code and words). */
export const OrderChangeOfferSchema = z.object({
  allowed: z.boolean(),
  code: z.string().nullable(),
  /** '' when allowed. */
  message: z.string(),
});
export type OrderChangeOffer = z.infer<typeof OrderChangeOfferSchema>;

/** What the shopper may still change of the order, and until when (ISO 8601; null without a window). */
export const OrderChangesSchema = z.object({
  until: z.string().nullable(),
  cancel: OrderChangeOfferSchema,
  reschedule: OrderChangeOfferSchema,
});
export type OrderChanges = z.infer<typeof OrderChangesSchema>;

/**
 * When it comes and what may still change (issue 37): `YYYY-MM-DD` and the window
 * («9:00 AM - 12:00 PM»), '' when the order has none, the technicians' window when they come the
 * same day ('' otherwise), and the cancel and reschedule the shopper may still ask for.
 */
export const OrderWindowSchema = z.object({
  delivery_date: z.string(),
  schedule: z.string(),
  installation_schedule: z.string(),
  changes: OrderChangesSchema,
});
export type OrderWindow = z.infer<typeof OrderWindowSchema>;
