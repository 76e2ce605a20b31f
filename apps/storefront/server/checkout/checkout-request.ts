import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import * as z from 'zod';
import {
  CheckoutContactSchema,
  checkoutChoicesSchema,
  ExpectedTotalSchema,
} from '../../src/lib/shop-api/checkout-request.js';
import { readJsonBody } from '../endpoints/json-body.js';

/** `POST resumen`'s body: the buyer, with core's contact and fiscal fields, and what they chose. */
const checkoutRequestSchema = (now: number) =>
  z.intersection(CheckoutContactSchema, checkoutChoicesSchema(now));

/** A checkout request read and checked with core's field rules. */
export type CheckoutRequest = z.output<ReturnType<typeof checkoutRequestSchema>>;

/** Reads the review's body, or refuses it with 400 `invalid_checkout` (`readJsonBody`'s rule). */
export function readCheckoutRequest(c: Context, now: number): Promise<CheckoutRequest> {
  return readJsonBody(c, checkoutRequestSchema(now), 'invalid_checkout');
}

/** Reads «Confirmar pedido»'s body: the review's, and the total the shopper reviewed (R22). */
export async function readOrderRequest(
  c: Context,
  now: number,
): Promise<{ request: CheckoutRequest; expectedTotal: number }> {
  const { expected_total: expectedTotal, ...request } = await readJsonBody(
    c,
    z.intersection(checkoutRequestSchema(now), ExpectedTotalSchema),
    'invalid_checkout',
  );
  return { request, expectedTotal };
}

/** The fingerprint of a request as read (so forged extra fields do not change it). */
export function requestFingerprint(request: CheckoutRequest, expectedTotal: number): string {
  return createHash('sha256')
    .update(JSON.stringify({ ...request, expected_total: expectedTotal }))
    .digest('hex');
}
