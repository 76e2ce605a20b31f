import * as z from 'zod';

/**
 * Body of `POST vitrina/v1/contact`: its shape only. The store checks the rules (core's
 * `ContactMessageSchema`: lengths, a Dominican phone, a known subject) and refuses with a 400
 * that names each field, so a caller shows the store's own words.
 */
export const ContactMessageInputSchema = z.strictObject({
  name: z.string(),
  email: z.string(),
  /** Optional; when given, a Dominican number in any usual writing. */
  phone: z.string().optional(),
  subject: z.string(),
  message: z.string(),
});
export type ContactMessageInput = z.input<typeof ContactMessageInputSchema>;

/** The answer to a message the store kept (201): its number and one Spanish thanks. */
export const ContactReceivedSchema = z.object({
  id: z.number().int().positive(),
  message: z.string().min(1),
});
export type ContactReceived = z.infer<typeof ContactReceivedSchema>;
