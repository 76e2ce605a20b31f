import { BulkyDeliverySchema, DeliveryScheduleSchema } from '@vitrina/core';
import * as z from 'zod';
import {
  OrderFiguresSchema,
  OrderLineSchema,
  OrderViewSchema,
  OrderWindowSchema,
} from './order-view';

// The answers of `/api/pedidos`: built with these schemas by the shop server, read with them by
// the browser, asserted with them by the tests. Amounts are centavos.

/** `GET envio?provincia=`: the delivery methods of a province, as core priced them. */
export const ShippingOptionsSchema = z.array(
  z.object({
    method_id: z.string(),
    instance_id: z.number(),
    title: z.string(),
    cost: z.number(),
    minimum: z.number(),
  }),
);
export type ShippingOption = z.infer<typeof ShippingOptionsSchema>[number];

/** `GET pagos`: the enabled gateways, and whether each takes a deposit (G9). */
export const GatewaysSchema = z.array(
  z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    allows_partial_payment: z.boolean(),
  }),
);
export type PaymentOption = z.infer<typeof GatewaysSchema>[number];

/** `GET horarios?provincia=`: the province's delivery agenda, as the store's plugin answers it. */
export { SlotAgendaSchema } from '@vitrina/api-client/shipping';

/** `POST resumen`: the review's figures, what the shopper confirms before the order exists. */
export const OrderSummarySchema = OrderFiguresSchema.pick({
  goods: true,
  discount: true,
  shipping: true,
  itbis: true,
  total: true,
  deposit: true,
}).extend({
  lines: z.array(
    OrderLineSchema.pick({
      product_id: true,
      name: true,
      options: true,
      quantity: true,
      total: true,
    }),
  ),
  coupons: z.array(z.string()),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/**
 * «Pagar» on an order the shopper still pays online (core's `paymentDueOnline`): its gateway's
 * page, and what is paid there — the order, or the balance after its abono (G9). Null when
 * nothing is due online (paid, called off, or paid by transfer or on delivery).
 */
export const OnlinePaymentSchema = z
  .object({ url: z.string(), due: z.enum(['order', 'balance']) })
  .nullable();
export type OnlinePayment = z.infer<typeof OnlinePaymentSchema>;

/** `POST /`: the order made (or found again by its attempt's key). */
export const PlacedOrderSchema = z.object({
  order_id: z.number(),
  order_key: z.string(),
  total: z.number(),
  /** The gateway's page when the order is paid there (a card), else `null`. */
  payment_url: z.string().nullable(),
});
export type PlacedOrder = z.infer<typeof PlacedOrderSchema>;

/** `POST cupon` and `POST cupones`: the coupons the cart holds now, and those it let go and why. */
export const CartCouponsSchema = z.object({
  coupons: z.array(z.string()),
  discount: z.number(),
  /** The cart's goods after the coupons: the total the cart shows while it holds any. */
  total: z.number(),
  dropped: z.array(z.object({ code: z.string(), message: z.string() })),
});
export type CartCoupons = z.infer<typeof CartCouponsSchema>;

/** A delivery window offered instead of a full one. */
export const SlotOfferSchema = z.object({ date: z.string(), schedule: DeliveryScheduleSchema });
export type SlotOffer = z.infer<typeof SlotOfferSchema>;

/** The `data` of the refusals the checkout acts on beyond their message. */
export const PriceChangedDataSchema = z.object({ summary: OrderSummarySchema });
export const SlotTakenDataSchema = z.object({ next: SlotOfferSchema.nullable() });
/** «Se agotó»: the product (its line's `product_id`) that sold out, the same in the store's refusal. */
export const SoldOutDataSchema = z.object({ product_id: z.number().int().positive() });

/** `GET :id?clave=` (and `POST :id/pago`): the order as its confirmation page shows it. */
export const ConfirmedOrderSchema = OrderViewSchema.extend(OrderWindowSchema.shape).extend({
  coupons: z.array(z.string()),
  shipping_title: z.string(),
  bulky_delivery: BulkyDeliverySchema.nullable(),
  /** Where it goes: only for a guest's order or to its customer's own token (D5), else null. */
  address: z
    .object({
      address: z.string(),
      sector: z.string(),
      city: z.string(),
      province: z.string(),
      reference: z.string(),
    })
    .nullable(),
  payment_method: z.string(),
  payment_title: z.string(),
  payment_url: z.string().nullable(),
  is_guest: z.boolean(),
  instructions: z.string(),
  /** `customer` when its shopper cancelled it from the shop, else ''. */
  cancelled_by: z.string(),
});
export type ConfirmedOrder = z.infer<typeof ConfirmedOrderSchema>;
