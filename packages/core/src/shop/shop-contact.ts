// No zod here: the footer and the contact page import these into the browser's first load.

/** A Dominican phone in E.164 (`+18095550100`) as people write it: `(809) 555-0100`. */
export function formatPhone(e164: string): string {
  const digits = e164.replace(/^\+1/, '');
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The greeting a WhatsApp chat with the shop opens with. */
export function whatsappGreeting(shopName: string): string {
  return `Hola, ${shopName}. Quisiera información sobre`;
}

/** A link that opens WhatsApp on `number` (E.164) with `message` already written. */
export function whatsappLink(number: string, message: string): string {
  return `https://wa.me/${number.replace(/^\+/, '')}?text=${encodeURIComponent(message)}`;
}
