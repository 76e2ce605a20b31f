import { describe, expect, it } from 'vitest';
import {
  fillMailText,
  ORDER_MAIL_ACTIONS,
  orderMailAction,
  SHOP_ORDER_MAILS,
  shopSignature,
} from './order-mails.js';

describe('the shop’s order mails', () => {
  it('name the shop and the order in every subject, in Spanish, with WooCommerce’s placeholders', () => {
    for (const mail of Object.values(SHOP_ORDER_MAILS)) {
      expect(mail.subject).toContain('{site_title}');
      expect(mail.subject).toContain('{order_number}');
      expect(mail.title).not.toBe('');
    }
  });

  it('fills each placeholder and leaves out a paragraph whose value is empty', () => {
    const values = { order_number: '1001', delivery: '', amount_due: 'RD$ 1,000.00' };
    expect(fillMailText('Pedido #{order_number}: {amount_due}.', values)).toBe(
      'Pedido #1001: RD$ 1,000.00.',
    );
    expect(fillMailText('Llega en tu ventana de entrega: {delivery}.', values)).toBeNull();
    expect(fillMailText('Sin nada que llenar {otro}.', values)).toBe('Sin nada que llenar {otro}.');
  });

  it('ends with «Pagar» when a payment is due online, else with the order’s page', () => {
    expect(orderMailAction('order')).toBe('Pagar');
    expect(orderMailAction('balance')).toBe('Pagar el saldo');
    expect(orderMailAction(null)).toBe(ORDER_MAIL_ACTIONS.view);
  });

  it('signs with the shop’s configured name and address', () => {
    expect(
      shopSignature({
        name: 'Electro Caribe',
        street: 'Calle El Conde 105',
        city: 'Santo Domingo',
      }),
    ).toEqual(['Electro Caribe', 'Calle El Conde 105, Santo Domingo']);
  });
});
