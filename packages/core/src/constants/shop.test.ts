import { describe, expect, it } from 'vitest';
import { SHOP_CONTACT, WHATSAPP_GREETING, whatsappLink } from './shop.js';

describe('the WhatsApp link', () => {
  it("opens a chat on the shop's number with the message written", () => {
    const link = new URL(whatsappLink('Hola, ¿tienen aires de 18,000 BTU?'));
    expect(link.origin + link.pathname).toBe('https://wa.me/18095550100');
    expect(link.searchParams.get('text')).toBe('Hola, ¿tienen aires de 18,000 BTU?');
    expect(new URL(whatsappLink()).searchParams.get('text')).toBe(WHATSAPP_GREETING);
    expect(SHOP_CONTACT.phoneE164).toBe('+18095550100');
  });
});
