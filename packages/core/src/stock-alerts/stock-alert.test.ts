import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../forms/fields.js';
import {
  STOCK_ALERT_MESSAGES,
  StockAlertConfirmSchema,
  StockAlertRequestSchema,
  stockAlertWaitMessage,
} from './stock-alert.js';

describe('a stock alert request', () => {
  it('reads the e-mail trimmed and lower-cased, so one address is one subscriber', () => {
    expect(StockAlertRequestSchema.parse({ product_id: 7, email: ' Ana@Example.COM ' })).toEqual({
      product_id: 7,
      email: 'ana@example.com',
    });
  });

  it('refuses a product that is not a positive whole id, in Spanish', () => {
    for (const product_id of [0, -1, 1.5, '7', null]) {
      const result = StockAlertRequestSchema.safeParse({ product_id, email: 'ana@example.com' });
      expect(result.error?.issues[0]?.message).toBe(STOCK_ALERT_MESSAGES.product);
    }
  });

  it('refuses an address that is not an e-mail', () => {
    const result = StockAlertRequestSchema.safeParse({ product_id: 7, email: 'ana@' });
    expect(result.error?.issues[0]?.message).toBe(FIELD_MESSAGES.email);
  });
});

describe('a stock alert confirmation', () => {
  it('takes a 43-character base64url token and nothing else', () => {
    const token = 'a'.repeat(42) + '_';
    expect(StockAlertConfirmSchema.parse({ token })).toEqual({ token });
    for (const bad of ['a'.repeat(42), 'a'.repeat(44), `${'a'.repeat(42)}=`, 42]) {
      const result = StockAlertConfirmSchema.safeParse({ token: bad });
      expect(result.error?.issues[0]?.message).toBe(STOCK_ALERT_MESSAGES.token);
    }
  });
});

it('tells how long to wait in whole seconds', () => {
  expect(stockAlertWaitMessage(42)).toBe(
    'Recibimos varias solicitudes de aviso. Espera 42 s e inténtalo de nuevo.',
  );
});
