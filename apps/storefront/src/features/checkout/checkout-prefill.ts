import type { Customer } from '@vitrina/core';
import type { CheckoutDraft, CheckoutPatch } from './checkout-steps';

/**
 * What a signed-in customer's account fills in: contact, cédula/passport, RNC and trade name,
 * and the saved addresses (WooCommerce's `address_2` holds the sector, as the shop writes it).
 */
export function profilePatch(customer: Customer): CheckoutPatch {
  const { billing, shipping, meta } = customer;
  return {
    first_name: customer.first_name,
    last_name: customer.last_name,
    email: customer.email || billing.email,
    phone: meta.phone || billing.phone,
    social_id: meta.social_id,
    passport: meta.passport,
    rnc: meta.rnc,
    trade_name: meta.trade_name,
    billing_address: {
      first_name: billing.first_name,
      last_name: billing.last_name,
      address: billing.address_1,
      sector: billing.address_2,
      city: billing.city,
      state: billing.state,
      postcode: billing.postcode,
      ...(billing.country === '' ? {} : { country: billing.country }),
    },
    shipping_address: {
      address: shipping.address_1,
      city: shipping.city,
      state: shipping.state,
      postcode: shipping.postcode,
    },
  };
}

function blanksOf<T extends object>(current: T, offered: Partial<T>): Partial<T> {
  return Object.fromEntries(
    Object.entries(offered).filter(
      ([key, value]) => value !== '' && current[key as keyof T] === '',
    ),
  ) as Partial<T>;
}

/**
 * The part of `patch` that lands on empty text fields only: what the shopper already typed (or
 * the tab kept across a reload) always wins over the profile.
 */
export function blanksFilledBy(draft: CheckoutDraft, patch: CheckoutPatch): CheckoutPatch {
  const { billing_address = {}, shipping_address = {}, ...top } = patch;
  return {
    ...blanksOf(draft, top),
    billing_address: blanksOf(draft.billing_address, billing_address),
    shipping_address: blanksOf(draft.shipping_address, shipping_address),
  };
}
