import {
  bulkyDeliveryMeta,
  centsToDecimal,
  type BulkyDelivery,
  type CheckoutBillingAddressForm,
  type CheckoutShippingAddressForm,
} from '@vitrina/core';
import type { OrderCreateInput } from './orders.schemas.js';

/** What the shopper chose at checkout (spec §3), as the shop server read and checked it. */
export interface CheckoutOrderChoices {
  readonly email: string;
  readonly phone: string;
  readonly social_id: string;
  readonly passport: string;
  readonly rnc: string;
  readonly trade_name: string;
  readonly is_fiscal: boolean;
  readonly is_partial_payment: boolean;
  readonly billing_address: CheckoutBillingAddressForm;
  /** Only when the delivery address differs from the billing one. */
  readonly shipping_address?: CheckoutShippingAddressForm | undefined;
  /** The delivery day, `YYYY-MM-DD`. */
  readonly date: string;
  readonly schedule: string;
  readonly bulky_delivery: BulkyDelivery;
}

/** The order as the shop priced it (G2). Amounts in centavos. */
export interface CheckoutOrderPricing {
  readonly lines: readonly { product_id: number; quantity: number; unitPrice: number }[];
  readonly coupons: readonly { code: string }[];
  readonly shipping: { method_id: string; instance_id: number; title: string; cost: number };
  readonly gateway: { id: string; title: string };
  readonly totals: { totalCents: number };
  /** What is paid now when the shopper pays a deposit (G9); else `null`. */
  readonly deposit: number | null;
}

/** Everything {@link checkoutOrderInput} needs. */
export interface CheckoutOrder {
  /** The verified customer's id, or 0 for a guest. */
  readonly customer_id: number;
  readonly choices: CheckoutOrderChoices;
  readonly pricing: CheckoutOrderPricing;
  /** The server's own entries (its attempt's name…), sent after the checkout's. */
  readonly meta?: Readonly<Record<string, string>> | undefined;
}

type MetaValue = string | number | boolean | null;

/** The checkout's meta entries, in the spec's names; empty, `null` and `false` ones are left out. */
function checkoutMeta({ choices, pricing, meta }: CheckoutOrder) {
  const delivery = choices.shipping_address ?? choices.billing_address;
  const entries: Record<string, MetaValue> = {
    ...bulkyDeliveryMeta(choices.bulky_delivery),
    social_id: choices.social_id,
    passport: choices.passport,
    rnc: choices.rnc,
    trade_name: choices.trade_name,
    is_fiscal: choices.is_fiscal,
    is_partial_payment: choices.is_partial_payment,
    // A real WooCommerce keeps what the shop decided; the embedded store decides it again.
    ...(pricing.deposit === null
      ? {}
      : {
          deposit_amount: centsToDecimal(pricing.deposit),
          balance_amount: centsToDecimal(pricing.totals.totalCents - pricing.deposit),
        }),
    delivery_date: choices.date,
    schedule: choices.schedule,
    sector: choices.billing_address.sector,
    reference: delivery.reference,
    latitude: delivery.latitude,
    longitude: delivery.longitude,
    ...meta,
  };
  return Object.entries(entries)
    .filter(([, value]) => value !== '' && value !== null && value !== false)
    .map(([key, value]) => ({ key, value }));
}

/** The two addresses in WooCommerce's shape: the sector is `address_2`, names from billing. */
function addresses({ email, phone, billing_address, shipping_address }: CheckoutOrderChoices) {
  const delivery = shipping_address ?? billing_address;
  return {
    billing: {
      first_name: billing_address.first_name,
      last_name: billing_address.last_name,
      address_1: billing_address.address,
      address_2: billing_address.sector,
      city: billing_address.city,
      state: billing_address.state,
      postcode: billing_address.postcode,
      country: billing_address.country,
      email,
      phone,
    },
    shipping: {
      first_name: billing_address.first_name,
      last_name: billing_address.last_name,
      address_1: delivery.address,
      address_2: billing_address.sector,
      city: delivery.city,
      state: delivery.state,
      postcode: delivery.postcode,
      country: billing_address.country,
    },
  };
}

/**
 * The body of `POST wc/v3/orders` for a checkout the shop priced: pending and unpaid, every
 * amount the shop's own (each line's unit price, the shipping cost), the delivery and fiscal
 * data as meta entries. Pure, so the shop server and the contract suite send the same body.
 */
export function checkoutOrderInput(order: CheckoutOrder): OrderCreateInput {
  const { pricing } = order;
  return {
    customer_id: order.customer_id,
    status: 'pending',
    set_paid: false,
    payment_method: pricing.gateway.id,
    payment_method_title: pricing.gateway.title,
    ...addresses(order.choices),
    line_items: pricing.lines.map((line) => ({
      product_id: line.product_id,
      quantity: line.quantity,
      // The price the shop computed with: the embedded store refuses the order if it moved since.
      price: centsToDecimal(line.unitPrice),
    })),
    shipping_lines: [
      {
        method_id: pricing.shipping.method_id,
        instance_id: String(pricing.shipping.instance_id),
        method_title: pricing.shipping.title,
        total: centsToDecimal(pricing.shipping.cost),
      },
    ],
    coupon_lines: pricing.coupons.map((coupon) => ({ code: coupon.code })),
    meta_data: checkoutMeta(order),
  };
}
