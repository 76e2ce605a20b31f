import { describe, expect, it } from 'vitest';
import {
  CustomerAddressSchema,
  CustomerSchema,
  readCustomerMeta,
  toCustomer,
  toCustomerMetaData,
  type CustomerInput,
} from './customer.js';

const input: CustomerInput = {
  id: 12,
  first_name: 'Ana',
  last_name: 'Pérez',
  email: 'ana@example.com',
  billing: {
    first_name: 'Ana',
    address_1: 'Calle El Conde 101',
    city: 'Santo Domingo',
    country: 'DO',
    email: 'ana@example.com',
  },
  shipping: { address_1: 'Calle El Conde 101' },
  meta_data: [
    { key: 'social_id', value: '00113918205' },
    { key: 'phone', value: '+18095550100' },
    { key: '_wc_internal', value: 'x' },
    { key: 'rnc', value: { not: 'a string' } },
    { key: 'phone', value: '+18295550100' },
  ],
};

describe('customer', () => {
  it('reads the shop meta entries, the last duplicate winning, others ignored', () => {
    expect(readCustomerMeta(input.meta_data)).toEqual({
      phone: '+18295550100',
      social_id: '00113918205',
      passport: '',
      rnc: '',
      trade_name: '',
      billing_reference: '',
      shipping_reference: '',
    });
  });

  it('builds the domain customer with complete addresses', () => {
    const customer = toCustomer(input);
    expect(CustomerSchema.parse(customer)).toEqual(customer);
    expect(customer.shipping).toEqual({
      ...CustomerAddressSchema.parse({}),
      address_1: 'Calle El Conde 101',
    });
    expect(customer.billing.city).toBe('Santo Domingo');
  });

  it('writes meta entries for an update, only the given keys', () => {
    expect(toCustomerMetaData({ rnc: '101850043', trade_name: 'Frío Caribe SRL' })).toEqual([
      { key: 'rnc', value: '101850043' },
      { key: 'trade_name', value: 'Frío Caribe SRL' },
    ]);
  });
});
