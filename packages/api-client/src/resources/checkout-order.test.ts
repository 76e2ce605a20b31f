import { BulkyDeliverySchema } from '@vitrina/core';
import { describe, expect, it } from 'vitest';
import { checkoutOrderInput, type CheckoutOrder } from './checkout-order.js';
import { OrderCreateInputSchema } from './orders.schemas.js';

const BILLING_ADDRESS = {
  first_name: 'Ana',
  last_name: 'Pérez',
  address: 'Av. Winston Churchill 1099',
  sector: 'Piantini',
  city: 'Santo Domingo',
  state: 'DO-01',
  postcode: '10148',
  country: 'DO' as const,
  latitude: null,
  longitude: null,
  reference: '',
};

const guestOrder = (overrides: Partial<CheckoutOrder> = {}): CheckoutOrder => ({
  customer_id: 0,
  choices: {
    email: 'ana@example.com',
    phone: '8095550101',
    social_id: '00113918205',
    passport: '',
    rnc: '',
    trade_name: '',
    is_fiscal: false,
    is_partial_payment: false,
    billing_address: BILLING_ADDRESS,
    date: '2026-12-01',
    schedule: '9:00 AM - 12:00 PM',
    bulky_delivery: BulkyDeliverySchema.parse({}),
  },
  pricing: {
    lines: [{ product_id: 1042, quantity: 2, unitPrice: 4_990_000 }],
    coupons: [{ code: 'vitrina10' }],
    shipping: { method_id: 'flat_rate', instance_id: 3, title: 'Envío a domicilio', cost: 35_000 },
    gateway: { id: 'bacs', title: 'Transferencia bancaria' },
    totals: { totalCents: 9_016_000 },
    deposit: null,
  },
  ...overrides,
});

const metaOf = (order: CheckoutOrder) =>
  Object.fromEntries(
    (checkoutOrderInput(order).meta_data ?? []).map(({ key, value }) => [key, value]),
  );

describe('checkoutOrderInput: the order body the checkout sends', () => {
  it("sends the shop's prices as decimals and the shipping line's instance_id as a string", () => {
    const input = checkoutOrderInput(guestOrder());
    expect(input).toMatchObject({
      customer_id: 0,
      status: 'pending',
      set_paid: false,
      payment_method: 'bacs',
      line_items: [{ product_id: 1042, quantity: 2, price: '49900.00' }],
      shipping_lines: [
        {
          method_id: 'flat_rate',
          instance_id: '3',
          method_title: 'Envío a domicilio',
          total: '350.00',
        },
      ],
      coupon_lines: [{ code: 'vitrina10' }],
      billing: {
        address_1: 'Av. Winston Churchill 1099',
        address_2: 'Piantini',
        email: 'ana@example.com',
      },
    });
    expect(OrderCreateInputSchema.parse(input)).toEqual(input);
  });

  it('leaves out empty, null and false entries: no fiscal flag, no pin, no passport', () => {
    const meta = metaOf(guestOrder());
    expect(meta).not.toHaveProperty('is_fiscal');
    expect(meta).not.toHaveProperty('latitude');
    expect(meta).not.toHaveProperty('passport');
    expect(meta).toMatchObject({ social_id: '00113918205', delivery_date: '2026-12-01' });
  });

  it('delivers to the shipping address when there is one, with the billing names and sector', () => {
    const base = guestOrder();
    const input = checkoutOrderInput({
      ...base,
      choices: {
        ...base.choices,
        shipping_address: {
          address: 'Calle del Sol 12',
          city: 'Santiago',
          state: 'DO-25',
          postcode: '51000',
          latitude: 19.45,
          longitude: -70.69,
          reference: 'Al lado de la farmacia',
        },
      },
    });
    expect(input.shipping).toMatchObject({
      first_name: 'Ana',
      address_1: 'Calle del Sol 12',
      address_2: 'Piantini',
      state: 'DO-25',
    });
    const meta = Object.fromEntries((input.meta_data ?? []).map(({ key, value }) => [key, value]));
    expect(meta).toMatchObject({ latitude: 19.45, reference: 'Al lado de la farmacia' });
  });

  it("keeps a deposit and its balance (G9), and appends the server's own entries last", () => {
    const base = guestOrder();
    const input = checkoutOrderInput({
      ...base,
      pricing: { ...base.pricing, deposit: 2_704_800 },
      meta: { _vitrina_attempt: 'abc' },
    });
    const entries = input.meta_data ?? [];
    expect(entries.at(-1)).toEqual({ key: '_vitrina_attempt', value: 'abc' });
    expect(Object.fromEntries(entries.map(({ key, value }) => [key, value]))).toMatchObject({
      deposit_amount: '27048.00',
      balance_amount: '63112.00',
    });
  });

  it('the schema refuses what WooCommerce refuses: a numeric instance_id, a meta value that is not JSON', () => {
    const input = checkoutOrderInput(guestOrder());
    const line = { method_id: 'flat_rate', instance_id: 3 };
    expect(OrderCreateInputSchema.safeParse({ ...input, shipping_lines: [line] }).success).toBe(
      false,
    );
    const meta = [{ key: 'schedule', value: undefined }];
    expect(OrderCreateInputSchema.safeParse({ ...input, meta_data: meta }).success).toBe(false);
  });
});
