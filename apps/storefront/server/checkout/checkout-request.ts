import { createHash } from 'node:crypto';
import {
  BulkyDeliverySchema,
  CentsSchema,
  CheckoutBillingAddressFormSchema,
  CheckoutContactSchema,
  CheckoutShippingAddressFormSchema,
  CouponCodeSchema,
  deliverySchema,
} from '@vitrina/core';
import { z } from 'zod';
import { refuse } from './answers.js';

const SHIPPING_METHOD_MESSAGE = 'Elige un método de envío.';
const PAYMENT_METHOD_MESSAGE = 'Elige un método de pago.';

/**
 * What the page may say about an order: addresses, the chosen method ids, coupon codes, the
 * cédula/RNC and the delivery data. Lines come from the store's cart and every amount from the
 * store; anything else in the body (prices, totals, `customer_id`) is dropped unread (G2, E3).
 */
function choicesSchema(now: number) {
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

/** A checkout request read and checked with core's field rules. */
export type CheckoutRequest = z.infer<typeof CheckoutContactSchema> &
  z.infer<ReturnType<typeof choicesSchema>>;

const ExpectedTotalSchema = z.object({
  expected_total: CentsSchema.refine(Number.isSafeInteger, {
    error: 'Falta el total que revisaste.',
  }),
});

function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.')] ??= issue.message;
  return fields;
}

/** Reads a checkout body, or refuses it with 400 and the first message (all of them in `fields`). */
export function readCheckoutRequest(raw: unknown, now: number): CheckoutRequest {
  const contact = CheckoutContactSchema.safeParse(raw);
  const choices = choicesSchema(now).safeParse(raw);
  if (contact.success && choices.success) return { ...contact.data, ...choices.data };
  const issues = [...(contact.error?.issues ?? []), ...(choices.error?.issues ?? [])];
  return refuse({
    status: 400,
    code: 'invalid_checkout',
    message: issues[0]?.message ?? 'Revisa los datos del pedido.',
    data: { fields: fieldErrors(issues) },
  });
}

/** The total the shopper reviewed, in centavos; required to place the order. */
export function readExpectedTotal(raw: unknown): number {
  const parsed = ExpectedTotalSchema.safeParse(raw);
  return parsed.success
    ? parsed.data.expected_total
    : refuse({
        status: 400,
        code: 'invalid_checkout',
        message: 'Falta el total que revisaste. Vuelve a la revisión del pedido.',
      });
}

/** The fingerprint of a request as read (so forged extra fields do not change it). */
export function requestFingerprint(request: CheckoutRequest, expectedTotal: number): string {
  return createHash('sha256')
    .update(JSON.stringify({ ...request, expected_total: expectedTotal }))
    .digest('hex');
}
