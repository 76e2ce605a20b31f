import { describe, expect, it } from 'vitest';
import { parseInvoiceSearch } from './invoice-search';

describe('parseInvoiceSearch', () => {
  it('keeps the order id a number, so the router writes ?pedido=30 back, never ?pedido=%2230%22', () => {
    expect(parseInvoiceSearch({ pedido: 30, clave: 'wc_order_abc' })).toEqual({
      pedido: 30,
      clave: 'wc_order_abc',
    });
  });

  it('reads the quoted id an older link carries', () => {
    expect(parseInvoiceSearch({ pedido: '30' })).toEqual({ pedido: 30, clave: undefined });
  });

  it('an id that is no positive integer names no order', () => {
    for (const pedido of [0, -3, 1.5, 'abc', '', null, { id: 3 }]) {
      expect(parseInvoiceSearch({ pedido }).pedido).toBeUndefined();
    }
  });
});
