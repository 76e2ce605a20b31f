import {
  CustomerAddressFormSchema,
  CustomerSchema,
  ProfileUpdateSchema,
  WishlistSchema,
} from '@vitrina/core';
import * as z from 'zod';
import {
  OrderFiguresSchema,
  OrderHeadSchema,
  OrderViewSchema,
  OrderWindowSchema,
} from './order-view';
import { OnlinePaymentSchema } from './checkout';

// `/api/cuenta`: the signed-in customer's own account and orders. Amounts are centavos.

/** `GET /` and `PATCH /`: the customer as core reads them. */
export { CustomerSchema };

/**
 * `PATCH /`'s body: what a customer may change of their own account (E4), names, phone, cédula,
 * passport, RNC, trade name and the two addresses. Unknown fields (role, id, e-mail, meta_data…)
 * are dropped.
 */
export const AccountUpdateSchema = ProfileUpdateSchema.omit({ email: true })
  .partial()
  .extend({
    billing: CustomerAddressFormSchema.optional(),
    shipping: CustomerAddressFormSchema.omit({ email: true }).optional(),
  });
export type AccountUpdate = z.input<typeof AccountUpdateSchema>;

/**
 * `GET pedidos`: one of the customer's orders as the profile lists it, with what was refunded
 * and «Pagar» (an unpaid or declined card order, or the balance of its abono).
 */
export const AccountOrderSchema = OrderHeadSchema.extend(
  OrderFiguresSchema.pick({ total: true, refunded: true }).shape,
).extend({ pay: OnlinePaymentSchema });
export const AccountOrdersSchema = z.array(AccountOrderSchema);
export type AccountOrder = z.infer<typeof AccountOrderSchema>;

/** An address as the order keeps it: its text fields only. */
const OrderAddressSchema = z
  .record(z.string(), z.unknown())
  .transform((address) =>
    Object.fromEntries(
      Object.entries(address).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    ),
  );

/** `GET pedidos/:id`: one of the customer's orders, its lines and money, for its detail page. */
export const AccountOrderDetailSchema = OrderViewSchema.extend(OrderWindowSchema.shape).extend({
  billing: OrderAddressSchema,
  shipping_address: OrderAddressSchema,
  payment_title: z.string(),
  /** «Pagar»: an unpaid or declined card order, or the balance of its abono. */
  pay: OnlinePaymentSchema,
});
export type AccountOrderDetail = z.infer<typeof AccountOrderDetailSchema>;

/**
 * `GET deseos`, and `PUT deseos`'s body and answer: the customer's wishlist, product ids oldest
 * first (positive integers, each once, at most 100). Answers hold only products the store still
 * has.
 */
export const AccountWishlistSchema = z.object({ product_ids: WishlistSchema });
export type AccountWishlist = z.infer<typeof AccountWishlistSchema>;
