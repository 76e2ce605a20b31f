import * as z from 'zod';
import { EmailSchema, OptionalPhoneSchema } from './fields.js';
import { codePointLength, requiredText } from './text.js';

/** What a shopper can write to the shop about. */
export const CONTACT_SUBJECTS = [
  'Información de un producto',
  'Estado de un pedido',
  'Instalación o servicio técnico',
  'Garantía o devolución',
  'Financiamiento',
  'Otro asunto',
] as const;

/** Spanish messages of the contact form. */
export const CONTACT_MESSAGES = {
  name: 'Escribe tu nombre.',
  nameTooLong: 'El nombre no puede tener más de 100 caracteres.',
  subject: 'Elige el asunto de tu mensaje.',
  message: 'Escribe tu mensaje, de al menos 10 caracteres.',
  messageTooLong: 'El mensaje no puede tener más de 2000 caracteres.',
  received: 'Recibimos tu mensaje. Te responderemos en menos de 24 horas laborables.',
} as const;

/** The fields' lengths: the name's most, and a message's fewest (worth sending) and most. */
export const CONTACT_LENGTHS = { nameMax: 100, messageMin: 10, messageMax: 2000 } as const;

/** Messages one client address may send in `windowMs`: enough for a person, not a bot. */
export const CONTACT_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;

/** The Spanish 429 of a message over {@link CONTACT_LIMIT}. */
export function contactWaitMessage(seconds: number): string {
  return `Ya recibimos varios mensajes tuyos. Espera ${String(seconds)} s o escríbenos por WhatsApp.`;
}

/**
 * A message from the contact page: the same rules in the browser and in the store's endpoint.
 * The phone is optional; when given it must be Dominican (E.164 out).
 */
export const ContactMessageSchema = z.object({
  name: requiredText({
    max: CONTACT_LENGTHS.nameMax,
    required: CONTACT_MESSAGES.name,
    tooLong: CONTACT_MESSAGES.nameTooLong,
  }),
  email: EmailSchema,
  phone: OptionalPhoneSchema,
  subject: z.enum(CONTACT_SUBJECTS, { error: CONTACT_MESSAGES.subject }),
  message: requiredText({
    max: CONTACT_LENGTHS.messageMax,
    required: CONTACT_MESSAGES.message,
    tooLong: CONTACT_MESSAGES.messageTooLong,
    multiline: true,
  }).refine((text) => codePointLength(text) >= CONTACT_LENGTHS.messageMin, {
    error: CONTACT_MESSAGES.message,
  }),
});
/** A contact message, as sent. */
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
