import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGE } from '../ids/phone.js';
import { RNC_MESSAGE } from '../ids/rnc.js';
import { invoiceSeller } from '../invoice/seller.js';
import { formatPhone, whatsappGreeting, whatsappLink } from './shop-contact.js';
import {
  DEMO_SHOP_IDENTITY,
  SHOP_IDENTITY_MESSAGES,
  ShopIdentityFieldsSchema,
  ShopIdentitySchema,
  parseShopHours,
} from './shop-identity.js';

const messagesOf = (value: unknown) => {
  const result = ShopIdentitySchema.safeParse(value);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
};

describe("the shop's identity", () => {
  it('holds the demo shop as it is, and reads phones, e-mail and RNC the usual ways', () => {
    expect(ShopIdentitySchema.parse(DEMO_SHOP_IDENTITY)).toEqual(DEMO_SHOP_IDENTITY);
    const written = ShopIdentitySchema.parse({
      ...DEMO_SHOP_IDENTITY,
      name: '  Frío Caribe  ',
      phone: '829-555-0111',
      whatsapp: '(849) 555 0122',
      email: ' Ventas@FrioCaribe.DO ',
      seller_rnc: '1-01-85004-3',
    });
    expect(written).toMatchObject({
      name: 'Frío Caribe',
      phone: '+18295550111',
      whatsapp: '+18495550122',
      email: 'ventas@friocaribe.do',
      seller_rnc: '101850043',
    });
  });

  it('refuses each bad field in Spanish, naming it', () => {
    expect(
      messagesOf({
        ...DEMO_SHOP_IDENTITY,
        name: ' ',
        phone: '305-555-0100',
        whatsapp: '555',
        seller_rnc: '101850042',
        hours: [],
        location: { lat: 95, lng: 0 },
      }),
    ).toEqual({
      name: SHOP_IDENTITY_MESSAGES.name,
      phone: PHONE_MESSAGE,
      whatsapp: PHONE_MESSAGE,
      seller_rnc: RNC_MESSAGE,
      hours: SHOP_IDENTITY_MESSAGES.hours,
      'location.lat': SHOP_IDENTITY_MESSAGES.location,
    });
    expect(messagesOf({ ...DEMO_SHOP_IDENTITY, street: 'x'.repeat(201) })).toEqual({
      street: SHOP_IDENTITY_MESSAGES.streetTooLong,
    });
    expect(messagesOf({ ...DEMO_SHOP_IDENTITY, seller_name: undefined })).toEqual({
      seller_name: SHOP_IDENTITY_MESSAGES.sellerName,
    });
  });

  it('takes what one source knows, any field left out, and still checks what it holds', () => {
    expect(ShopIdentityFieldsSchema.parse({})).toEqual({});
    expect(ShopIdentityFieldsSchema.parse({ seller_rnc: '101850043' })).toEqual({
      seller_rnc: '101850043',
    });
    expect(ShopIdentityFieldsSchema.safeParse({ phone: '555' }).success).toBe(false);
  });

  it('reads opening hours one group of days a line, the times keeping their colons', () => {
    expect(
      parseShopHours(
        'Lunes a viernes: 8:30 a. m. a 6:00 p. m.;  Sábados: 9:00 a. m. a 1:00 p. m.\n',
      ),
    ).toEqual([
      { days: 'Lunes a viernes', time: '8:30 a. m. a 6:00 p. m.' },
      { days: 'Sábados', time: '9:00 a. m. a 1:00 p. m.' },
    ]);
    expect(parseShopHours('Domingos cerrado')).toEqual([{ days: 'Domingos cerrado', time: '' }]);
    expect(
      messagesOf({ ...DEMO_SHOP_IDENTITY, hours: parseShopHours('Domingos cerrado') }),
    ).toEqual({ 'hours.0.time': SHOP_IDENTITY_MESSAGES.hours });
  });
});

describe("the shop's contact links and the invoice's seller", () => {
  it('shows an E.164 phone as people write it', () => {
    expect(formatPhone('+18095550100')).toBe('(809) 555-0100');
    expect(formatPhone('+18495550122')).toBe('(849) 555-0122');
    // What is not a Dominican number in E.164 is shown as it came, never cut into the pattern.
    expect(formatPhone('+34911234567')).toBe('+34911234567');
  });

  it("opens a WhatsApp chat on the shop's number with the message written", () => {
    const link = new URL(whatsappLink('+18295550111', whatsappGreeting('Frío Caribe')));
    expect(link.origin + link.pathname).toBe('https://wa.me/18295550111');
    expect(link.searchParams.get('text')).toBe('Hola, Frío Caribe. Quisiera información sobre');
  });

  it("prints the seller's legal name, RNC as DGII does, and the shop's address, phone and e-mail", () => {
    expect(invoiceSeller(DEMO_SHOP_IDENTITY)).toEqual({
      name: 'Vitrina Electrodomésticos, S.R.L.',
      rnc: '1-31-24679-6',
      address:
        'Av. Winston Churchill esq. Gustavo Mejía Ricart, Ensanche Piantini, Santo Domingo, República Dominicana',
      phone: '(809) 555-0100',
      email: 'servicio@vitrina.do',
    });
  });
});
