/** The shop's own contact details: the contact page, the footer and the map. */
export const SHOP_CONTACT = {
  name: 'Vitrina',
  street: 'Av. Winston Churchill esq. Gustavo Mejía Ricart, Ensanche Piantini',
  city: 'Santo Domingo, República Dominicana',
  hours: [
    { days: 'Lunes a viernes', time: '8:30 a. m. a 6:00 p. m.' },
    { days: 'Sábados', time: '9:00 a. m. a 2:00 p. m.' },
  ],
  phone: '(809) 555-0100',
  phoneE164: '+18095550100',
  email: 'servicio@vitrina.do',
  /** The store's door, for the map's pin. */
  location: { lat: 18.4713, lng: -69.9397 },
} as const;

/** The greeting a WhatsApp chat with the shop opens with. */
export const WHATSAPP_GREETING = 'Hola, Vitrina. Quisiera información sobre';

/** A link that opens WhatsApp on the shop's number with `message` already written. */
export function whatsappLink(message: string = WHATSAPP_GREETING): string {
  return `https://wa.me/${SHOP_CONTACT.phoneE164.slice(1)}?text=${encodeURIComponent(message)}`;
}
