import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { toCustomer } from '@vitrina/core';
import type { AddressPart } from '@vitrina/ui/address-fieldset';
import { createToastQueue } from '@vitrina/ui/toast';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { addressWords } from '../copy/address';
import { AddressForm } from '../features/account/address-form';
import { AddressStep } from '../features/checkout/checkout-forms';
import { CheckoutDraftSchema } from '../features/checkout/checkout-steps';

/** A new customer, as WooCommerce answers one: no address yet. */
const customer = toCustomer({
  id: 7,
  first_name: 'Ana',
  last_name: 'Pérez',
  email: 'ana@example.com',
  billing: {},
  shipping: {},
  meta_data: [],
});

const withQueries = (page: ReactElement) => (
  <QueryClientProvider client={new QueryClient()}>{page}</QueryClientProvider>
);

const checkout = (
  <AddressStep
    draft={CheckoutDraftSchema.parse({ ship_to_different_address: true })}
    errors={{}}
    update={() => undefined}
    map={{ provider: { kind: 'none' }, center: { lat: 18.4719, lng: -69.9395 } }}
  />
);

/** Every form that asks an address, and its field's name for each part it asks. */
const places: [string, ReactElement, Partial<Record<AddressPart, string>>][] = [
  [
    'checkout, billing address',
    checkout,
    {
      street: 'billing_address.address',
      sector: 'billing_address.sector',
      city: 'billing_address.city',
      province: 'billing_address.state',
      postcode: 'billing_address.postcode',
      reference: 'billing_address.reference',
    },
  ],
  [
    'checkout, other delivery address',
    checkout,
    {
      street: 'shipping_address.address',
      city: 'shipping_address.city',
      province: 'shipping_address.state',
      postcode: 'shipping_address.postcode',
      reference: 'shipping_address.reference',
    },
  ],
  ...(['billing', 'shipping'] as const).map(
    (kind): [string, ReactElement, Partial<Record<AddressPart, string>>] => [
      `profile, ${kind} address`,
      withQueries(
        <AddressForm kind={kind} account={customer} token="t" toasts={createToastQueue()} />,
      ),
      {
        street: `${kind}.address_1`,
        sector: `${kind}.address_2`,
        city: `${kind}.city`,
        province: `${kind}.state`,
        postcode: `${kind}.postcode`,
        reference: `${kind}.reference`,
      },
    ],
  ),
];

/**
 * The label of the form field named `name`: a text input's own, or for the province the label of
 * the list's button (react-aria names the hidden select that carries `name` apart).
 */
function labelOf(container: HTMLElement, name: string): string | undefined {
  const field = container.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
  if (field instanceof HTMLInputElement) return field.labels?.[0]?.textContent ?? undefined;
  let around = field?.parentElement;
  while (around && !around.querySelector('button[aria-haspopup]')) around = around.parentElement;
  const button = around?.querySelector('button[aria-haspopup]');
  // The button is named by the list's label and by the value it shows: the label is outside it.
  const label = (button?.getAttribute('aria-labelledby') ?? '')
    .split(' ')
    .map((id) => container.ownerDocument.getElementById(id))
    .find((element) => element !== null && !button?.contains(element));
  return label?.textContent ?? undefined;
}

describe('one Dominican address, asked alike everywhere (#39)', () => {
  it.each(places)('%s: each part carries the shop’s one label', (_place, page, names) => {
    const { container } = render(page);
    const seen = Object.fromEntries(
      Object.entries(names).map(([part, name]) => [part, labelOf(container, name)]),
    );
    const expected = Object.fromEntries(
      Object.keys(names).map((part) => [part, addressWords[part as AddressPart].label]),
    );
    expect(seen).toEqual(expected);
  });
});
