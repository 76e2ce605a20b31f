import * as z from 'zod';
import { PhoneSchema } from '../ids/phone.js';
import { RncSchema } from '../ids/rnc.js';
import { EmailSchema } from '../forms/fields.js';
import { requiredText } from '../forms/text.js';

/** Spanish messages of the shop's identity, as the shop server and the plugin's settings show them. */
export const SHOP_IDENTITY_MESSAGES = {
  name: 'Escribe el nombre de la tienda.',
  nameTooLong: 'El nombre de la tienda no puede tener más de 80 caracteres.',
  street: 'Escribe la dirección de la tienda.',
  streetTooLong: 'La dirección no puede tener más de 200 caracteres.',
  city: 'Escribe la ciudad de la tienda.',
  cityTooLong: 'La ciudad no puede tener más de 120 caracteres.',
  hours:
    'Escribe el horario: de 1 a 7 líneas «Días: horas», p. ej. «Sábados: 9:00 a. m. a 2:00 p. m.».',
  hoursTooLong: 'Cada parte del horario puede tener hasta 80 caracteres.',
  location: 'La ubicación debe ser «latitud,longitud» en grados, p. ej. 18.4713,-69.9397.',
  sellerName: 'Escribe la razón social del vendedor.',
  sellerNameTooLong: 'La razón social no puede tener más de 150 caracteres.',
} as const;

/** Most characters of each text field (`hours`: of each group's days and of its time). */
export const SHOP_IDENTITY_LENGTHS = {
  name: 80,
  street: 200,
  city: 120,
  hours: 80,
  sellerName: 150,
} as const;

const M = SHOP_IDENTITY_MESSAGES;
const L = SHOP_IDENTITY_LENGTHS;
const hoursPart = requiredText({ max: L.hours, required: M.hours, tooLong: M.hoursTooLong });

/** A place on the map, in degrees. */
const ShopLocationSchema = z.object(
  {
    lat: z.number({ error: M.location }).min(-90, M.location).max(90, M.location),
    lng: z.number({ error: M.location }).min(-180, M.location).max(180, M.location),
  },
  { error: M.location },
);

/**
 * The shop's own data: what the footer, the contact page, the WhatsApp links and the fiscal
 * invoice's seller block print. Phones leave in E.164 (`formatPhone` shows them), the seller's
 * RNC as 9 digits (DGII's check digit holds). It is also the wire shape of `GET vitrina/v1/shop`,
 * where a store leaves out what its owner did not set (see {@link ShopIdentityFieldsSchema}).
 */
export const ShopIdentitySchema = z.object({
  name: requiredText({ max: L.name, required: M.name, tooLong: M.nameTooLong }),
  street: requiredText({ max: L.street, required: M.street, tooLong: M.streetTooLong }),
  city: requiredText({ max: L.city, required: M.city, tooLong: M.cityTooLong }),
  hours: z
    .array(z.object({ days: hoursPart, time: hoursPart }), { error: M.hours })
    .min(1, M.hours)
    .max(7, M.hours),
  phone: PhoneSchema,
  email: EmailSchema,
  whatsapp: PhoneSchema,
  location: ShopLocationSchema,
  seller_name: requiredText({
    max: L.sellerName,
    required: M.sellerName,
    tooLong: M.sellerNameTooLong,
  }),
  seller_rnc: RncSchema,
});
export type ShopIdentity = z.output<typeof ShopIdentitySchema>;

/** What one source (the environment, a store) says of the identity: any field may be missing. */
export const ShopIdentityFieldsSchema = ShopIdentitySchema.partial();
export type ShopIdentityFields = z.output<typeof ShopIdentityFieldsSchema>;

/**
 * The opening hours written as text, one group of days a line (or `;` between them):
 * `Lunes a viernes: 8:30 a. m. a 6:00 p. m.`. The days end at the first colon followed by a
 * space, so the times keep theirs. A line without it is kept whole as days, for the schema to
 * refuse with its message.
 */
export function parseShopHours(text: string): { days: string; time: string }[] {
  return text
    .split(/[;\n]/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const split = /^(.+?):\s+(.+)$/.exec(line);
      return { days: split?.[1] ?? line, time: split?.[2] ?? '' };
    });
}

/** The demo shop's identity: the embedded store's answer, and nobody else's. */
export const DEMO_SHOP_IDENTITY: ShopIdentity = {
  name: 'Vitrina',
  street: 'Av. Winston Churchill esq. Gustavo Mejía Ricart, Ensanche Piantini',
  city: 'Santo Domingo, República Dominicana',
  hours: [
    { days: 'Lunes a viernes', time: '8:30 a. m. a 6:00 p. m.' },
    { days: 'Sábados', time: '9:00 a. m. a 2:00 p. m.' },
  ],
  phone: '+18095550100',
  email: 'servicio@vitrina.do',
  whatsapp: '+18095550100',
  location: { lat: 18.4713, lng: -69.9397 },
  seller_name: 'Vitrina Electrodomésticos, S.R.L.',
  // Passes DGII's check digit, so only a production check can tell it from a real one.
  seller_rnc: '131246796',
};
