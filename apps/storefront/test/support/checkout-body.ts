import { addDays, nextFreeSlot, shopDate } from '@vitrina/core';
import type { CheckoutRequestBody } from '../../src/lib/shop-api/checkout-request.js';

/**
 * What the checkout page sends for Ana, a guest in Santo Domingo Este paying by bank transfer:
 * a test names the delivery method and day, and only what else it changes.
 */
export function guestCheckoutBody(
  choices: Pick<CheckoutRequestBody, 'shipping_method' | 'date'> & Partial<CheckoutRequestBody>,
): CheckoutRequestBody {
  return {
    first_name: 'Ana',
    last_name: 'Pérez',
    email: 'ana.perez@vitrina.do',
    phone: '809-555-1234',
    social_id: '001-1391820-5',
    billing_address: {
      first_name: 'Ana',
      last_name: 'Pérez',
      address: 'Calle El Sol 12',
      city: 'Santo Domingo Este',
      state: 'DO-32',
      sector: 'Los Mina',
      reference: 'Frente al colmado La Esquina',
    },
    payment_method: 'bacs',
    schedule: '9:00 AM - 12:00 PM',
    ...choices,
  };
}

/** The first day the capital's agenda offers from tomorrow on (never a Sunday or a holiday). */
export const firstDeliveryDate = (): string =>
  nextFreeSlot(addDays(shopDate(Date.now()), 1), {
    zone: 'santo-domingo',
    service: 'entrega',
    now: Date.now(),
    booked: () => 0,
  })?.date ?? '';
