import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  CheckoutContactSchema,
  checkoutChoicesSchema,
  ExpectedTotalSchema,
} from '../../src/lib/shop-api/checkout-request.js';
import { refuse } from '../endpoints/answers.js';

/** A checkout request read and checked with core's field rules. */
export type CheckoutRequest = z.infer<typeof CheckoutContactSchema> &
  z.infer<ReturnType<typeof checkoutChoicesSchema>>;

function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.')] ??= issue.message;
  return fields;
}

/** Reads a checkout body, or refuses it with 400 and the first message (all of them in `fields`). */
export function readCheckoutRequest(raw: unknown, now: number): CheckoutRequest {
  const contact = CheckoutContactSchema.safeParse(raw);
  const choices = checkoutChoicesSchema(now).safeParse(raw);
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
