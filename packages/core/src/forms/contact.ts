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
} as const;

/** Fewest characters of a message worth sending. */
const CONTACT_MESSAGE_MIN_LENGTH = 10;

/**
 * A message from the contact page: the same rules in the browser and in the store's endpoint.
 * The phone is optional; when given it must be Dominican (E.164 out).
 */
export const ContactMessageSchema = z.object({
  name: requiredText({
    max: 100,
    required: CONTACT_MESSAGES.name,
    tooLong: CONTACT_MESSAGES.nameTooLong,
  }),
  email: EmailSchema,
  phone: OptionalPhoneSchema,
  subject: z.enum(CONTACT_SUBJECTS, { error: CONTACT_MESSAGES.subject }),
  message: requiredText({
    max: 2000,
    required: CONTACT_MESSAGES.message,
    tooLong: CONTACT_MESSAGES.messageTooLong,
    multiline: true,
  }).refine((text) => codePointLength(text) >= CONTACT_MESSAGE_MIN_LENGTH, {
    error: CONTACT_MESSAGES.message,
  }),
});
/** A contact message, as sent. */
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
