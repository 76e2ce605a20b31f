import { depositCents } from '@vitrina/core';

import { StoreError } from '../http/errors.js';
import { findGateway, type Gateway } from '../payments/gateways.js';
import type { OrderCreate } from './order.schemas.js';

/** The gateway the order is paid with; one the store does not offer is a 400. */
export function requireGateway(paymentMethod: string): Gateway {
  const gateway = findGateway(paymentMethod);
  if (!gateway) {
    throw new StoreError(
      400,
      'woocommerce_rest_invalid_payment_method',
      'Elige un método de pago válido.',
    );
  }
  return gateway;
}

/** The deposit paid now when the shopper asked to pay part and the gateway allows it (G9). */
export function depositFor(
  meta: OrderCreate['meta_data'],
  gateway: Gateway,
  totalCents: number,
): number | null {
  return meta.is_partial_payment && gateway.allowsPartialPayment ? depositCents(totalCents) : null;
}
