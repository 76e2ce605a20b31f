import * as z from 'zod';
import { ProfileUpdateSchema } from './account.js';

/** Spanish messages of the checkout's cross-field rules. */
export const CHECKOUT_MESSAGES = {
  identity: 'Escribe tu cédula o tu pasaporte.',
  fiscalRnc: 'Escribe el RNC para el comprobante fiscal.',
  fiscalTradeName: 'Escribe la razón social para el comprobante fiscal.',
} as const;

/**
 * The checkout's contact and fiscal data: the customer's data under the profile's rules (names,
 * e-mail, a Dominican phone, cédula, passport, RNC, trade name), so a shopper's details pass at
 * both or at neither; here a cédula or a passport is needed (at least one, for delivery and
 * warranty), and for a fiscal invoice (`is_fiscal`, a comprobante con valor fiscal) a valid RNC
 * and the company's trade name, both required together with the flag (reliability F3).
 */
export const CheckoutContactSchema = ProfileUpdateSchema.extend({
  is_fiscal: z.boolean().default(false),
}).superRefine((contact, context) => {
  if (contact.social_id === '' && contact.passport === '') {
    context.addIssue({
      code: 'custom',
      path: ['social_id'],
      message: CHECKOUT_MESSAGES.identity,
    });
  }
  if (contact.is_fiscal && contact.rnc === '') {
    context.addIssue({ code: 'custom', path: ['rnc'], message: CHECKOUT_MESSAGES.fiscalRnc });
  }
  if (contact.is_fiscal && contact.trade_name === '') {
    context.addIssue({
      code: 'custom',
      path: ['trade_name'],
      message: CHECKOUT_MESSAGES.fiscalTradeName,
    });
  }
});
