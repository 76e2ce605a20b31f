import { describe, expect, it } from 'vitest';
import { readFixture } from '../../test/support/fixtures.js';
import { readCustomerMeta } from './customers.js';
import { WcCustomerSchema } from './customers.schemas.js';

describe('WcCustomerSchema reads a documented WooCommerce customer', () => {
  it('a customer with meta_data, including entries the shop does not use', () => {
    const customer = WcCustomerSchema.parse(readFixture('wc-customer.json'));
    expect(customer).toMatchObject({
      id: 25,
      email: 'ana.perez@vitrina.do',
      billing: { city: 'Santo Domingo' },
    });
    expect(customer.meta_data).toHaveLength(4);
    expect(readCustomerMeta(customer)).toEqual({
      phone: '8095550101',
      social_id: '00112345678',
      passport: '',
      rnc: '',
      trade_name: '',
      billing_reference: '',
      shipping_reference: '',
    });
  });
});
