// No zod here: the footer and the contact page import these into the browser's first load.

/**
 * How a Dominican phone in E.164 is written for people: the pattern and its replacement, as both
 * JavaScript's `replace` and PHP's `preg_replace` read them (the plugin's dispatch list).
 */
export const PHONE_DISPLAY = {
  pattern: '^\\+1(\\d{3})(\\d{3})(\\d{4})$',
  replacement: '($1) $2-$3',
} as const;

/** A Dominican phone in E.164 (`+18095550100`) as people write it: `(809) 555-0100`. */
export function formatPhone(e164: string): string {
  return e164.replace(new RegExp(PHONE_DISPLAY.pattern), PHONE_DISPLAY.replacement);
}

/** The greeting a WhatsApp chat with the shop opens with. */
export function whatsappGreeting(shopName: string): string {
  return `Hola, ${shopName}. Quisiera información sobre`;
}

/** A link that opens WhatsApp on `number` (E.164) with `message` already written. */
export function whatsappLink(number: string, message: string): string {
  return `https://wa.me/${number.replace(/^\+/, '')}?text=${encodeURIComponent(message)}`;
}
