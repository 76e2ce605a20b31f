import {
  BulkyDeliverySchema,
  CentsSchema,
  CheckoutBillingAddressFormSchema,
  CheckoutContactSchema,
  CheckoutShippingAddressFormSchema,
  CouponCodeSchema,
  EmailSchema,
  deliverySchema,
} from '@vitrina/core';
import * as z from 'zod';

// The bodies `/api/pedidos` reads. The browser imports their types only: the server is the one
// that checks them, with core's field rules.

const SHIPPING_METHOD_MESSAGE = 'Elige un método de envío.';
const PAYMENT_METHOD_MESSAGE = 'Elige un método de pago.';

/**
 * What the page may say about an order besides who buys it: addresses, the chosen method ids,
 * coupon codes and the delivery data. Lines come from the store's cart and every amount from the
 * store; anything else in the body (prices, totals, `customer_id`) is dropped unread (G2, E3).
 */
export function checkoutChoicesSchema(now: number) {
  return deliverySchema(now).extend({
    billing_address: CheckoutBillingAddressFormSchema,
    // Only when the delivery address differs from the billing one.
    shipping_address: CheckoutShippingAddressFormSchema.optional(),
    shipping_method: z.object(
      {
        method_id: z.string({ error: SHIPPING_METHOD_MESSAGE }).min(1).max(64),
        instance_id: z.number({ error: SHIPPING_METHOD_MESSAGE }).int().nonnegative(),
      },
      { error: SHIPPING_METHOD_MESSAGE },
    ),
    payment_method: z
      .string({ error: PAYMENT_METHOD_MESSAGE })
      .min(1, { error: PAYMENT_METHOD_MESSAGE })
      .max(64),
    is_partial_payment: z.boolean().default(false),
    coupons: z.array(CouponCodeSchema).max(5).default([]),
    bulky_delivery: BulkyDeliverySchema.prefault({}),
  });
}

/** The buyer of `POST resumen` and `POST /`: core's contact and fiscal fields. */
export { CheckoutContactSchema };

/** `POST resumen`'s body. */
export type CheckoutRequestBody = z.input<typeof CheckoutContactSchema> &
  z.input<ReturnType<typeof checkoutChoicesSchema>>;

/** `POST /` also names the total the shopper reviewed, so a changed price is never charged (R22). */
export const ExpectedTotalSchema = z.object({
  expected_total: z
    .number({ error: 'Falta el total que revisaste. Vuelve a la revisión del pedido.' })
    .pipe(CentsSchema),
});
export type PlaceOrderBody = CheckoutRequestBody & z.input<typeof ExpectedTotalSchema>;

/** `POST cupon` and `POST cupones`: the codes the browser holds (`coupons`) and one to add (`code`). */
export const CartCouponsRequestSchema = z.object({
  code: CouponCodeSchema.optional(),
  email: EmailSchema.optional(),
  coupons: z.array(CouponCodeSchema).max(4).default([]),
});
export type CartCouponsRequest = z.input<typeof CartCouponsRequestSchema>;

/** What `POST :id/pago` answers a gateway it does not take instead of the card. */
export const OFFLINE_PAYMENT_MESSAGE = 'Elige transferencia bancaria o pago contra entrega.';

/** `POST :id/pago`: «Elegir otro método de pago», the gateway picked instead of the card. */
export const PaymentChoiceSchema = z.object({
  payment_method: z
    .string({ error: OFFLINE_PAYMENT_MESSAGE })
    .min(1, { error: OFFLINE_PAYMENT_MESSAGE })
    .max(64, { error: OFFLINE_PAYMENT_MESSAGE }),
});
export type PaymentChoice = z.input<typeof PaymentChoiceSchema>;
