import { z } from 'zod';

/** The topics the store sends: what a shop's catalogue cache needs to drop an entry. */
export const WEBHOOK_TOPICS = ['product.created', 'product.updated', 'product.deleted'] as const;
export type WebhookTopic = (typeof WEBHOOK_TOPICS)[number];

/** `POST wc/v3/webhooks`, as WooCommerce takes it (the secret is write-only). */
export const WebhookCreateSchema = z.object({
  name: z.string().trim().max(200).optional(),
  status: z.enum(['active', 'paused', 'disabled']).default('active'),
  topic: z.enum(WEBHOOK_TOPICS, { error: 'El tema del webhook no es válido.' }),
  delivery_url: z.url({
    protocol: /^https?$/,
    error: 'La URL de entrega del webhook no es válida.',
  }),
  secret: z.string().min(1).max(200).optional(),
});
export type WebhookCreate = z.infer<typeof WebhookCreateSchema>;
