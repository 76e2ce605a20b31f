import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MESSAGES,
  CheckoutBillingAddressFormSchema,
  CheckoutShippingAddressFormSchema,
  CustomerAddressFormSchema,
} from './address.js';

const billing = {
  first_name: 'Ana',
  last_name: 'Pérez',
  address: 'Calle El Conde 101',
  city: 'Santo Domingo',
  state: 'Distrito Nacional',
  sector: 'Zona Colonial',
};

describe('checkout billing address', () => {
  it('defaults country to DO, coordinates to null and optional fields to empty', () => {
    expect(CheckoutBillingAddressFormSchema.parse(billing)).toEqual({
      ...billing,
      postcode: '',
      country: 'DO',
      latitude: null,
      longitude: null,
      reference: '',
    });
  });

  it('accepts a 5-digit postcode, coordinates and a multi-line reference', () => {
    const parsed = CheckoutBillingAddressFormSchema.parse({
      ...billing,
      postcode: '10210',
      latitude: 18.47,
      longitude: -69.89,
      reference: 'Frente al colmado\nsegundo piso',
    });
    expect(parsed).toMatchObject({
      postcode: '10210',
      latitude: 18.47,
      reference: 'Frente al colmado\nsegundo piso',
    });
  });

  it('refuses bad fields with Spanish messages', () => {
    const result = CheckoutBillingAddressFormSchema.safeParse({
      ...billing,
      address: 'a'.repeat(201),
      sector: ' ',
      postcode: '1021',
      country: 'US',
      latitude: 91,
      reference: 'r'.repeat(301),
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      address: ADDRESS_MESSAGES.addressTooLong,
      sector: ADDRESS_MESSAGES.sector,
      postcode: ADDRESS_MESSAGES.postcode,
      country: ADDRESS_MESSAGES.country,
      latitude: ADDRESS_MESSAGES.coordinates,
      reference: ADDRESS_MESSAGES.reference,
    });
  });
});

describe('checkout shipping address', () => {
  it('needs address, city and province', () => {
    const result = CheckoutShippingAddressFormSchema.safeParse({ longitude: 200 });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      ADDRESS_MESSAGES.address,
      ADDRESS_MESSAGES.city,
      ADDRESS_MESSAGES.state,
      ADDRESS_MESSAGES.coordinates,
    ]);
  });
});

describe('customer address (profile)', () => {
  it('uses the WooCommerce shape with the sector in address_2', () => {
    expect(
      CustomerAddressFormSchema.parse({
        first_name: 'Ana',
        last_name: 'Pérez',
        address_1: 'Av. Winston Churchill 25',
        address_2: 'Piantini',
        city: 'Santo Domingo',
        state: 'Distrito Nacional',
        phone: '809-555-0100',
      }),
    ).toEqual({
      first_name: 'Ana',
      last_name: 'Pérez',
      company: '',
      address_1: 'Av. Winston Churchill 25',
      address_2: 'Piantini',
      city: 'Santo Domingo',
      state: 'Distrito Nacional',
      postcode: '',
      country: 'DO',
      email: '',
      phone: '+18095550100',
      reference: '',
    });
  });
});
