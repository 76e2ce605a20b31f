import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, CheckoutContactSchema } from './checkout-contact.js';

const contact = {
  first_name: 'Ana',
  last_name: 'Pérez',
  email: 'ana@example.com',
  phone: '8095550100',
  social_id: '00113918205',
};

function messages(value: unknown): Record<string, string> {
  const result = CheckoutContactSchema.safeParse(value);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('checkout contact and fiscal data', () => {
  it('accepts a shopper identified by cédula, without fiscal invoice', () => {
    expect(CheckoutContactSchema.parse(contact)).toEqual({
      ...contact,
      phone: '+18095550100',
      passport: '',
      is_fiscal: false,
      rnc: '',
      trade_name: '',
    });
  });

  it('accepts a passport instead of a cédula', () => {
    expect(
      CheckoutContactSchema.safeParse({ ...contact, social_id: '', passport: 'AB123456' }).success,
    ).toBe(true);
  });

  it('needs a cédula or a passport', () => {
    expect(messages({ ...contact, social_id: '' })).toEqual({
      social_id: CHECKOUT_MESSAGES.identity,
    });
  });

  it('F3: a fiscal invoice without RNC and trade name is refused', () => {
    expect(messages({ ...contact, is_fiscal: true })).toEqual({
      rnc: CHECKOUT_MESSAGES.fiscalRnc,
      trade_name: CHECKOUT_MESSAGES.fiscalTradeName,
    });
  });

  it('F3: a fiscal invoice with a cédula in the RNC field is refused', () => {
    expect(
      messages({ ...contact, is_fiscal: true, rnc: '00113918205', trade_name: 'Frío Caribe SRL' }),
    ).toEqual({
      rnc: 'El RNC no es válido.',
    });
  });

  it('F3: a fiscal invoice with a valid RNC and trade name passes', () => {
    const parsed = CheckoutContactSchema.parse({
      ...contact,
      is_fiscal: true,
      rnc: '1-01-85004-3',
      trade_name: 'Frío Caribe SRL',
    });
    expect(parsed).toMatchObject({
      is_fiscal: true,
      rnc: '101850043',
      trade_name: 'Frío Caribe SRL',
    });
  });
});
