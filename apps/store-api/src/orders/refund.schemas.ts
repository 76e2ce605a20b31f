import { z } from 'zod';

/** An amount as WooCommerce's REST schema types it: a decimal string (a JSON number is refused). */
const WooAmountSchema = z.string().regex(/^-?\d{1,12}(?:\.\d{1,6})?$/);

/**
 * `POST orders/:id/refunds`, as WooCommerce reads it: the amount (or the lines' `refund_total`
 * summed), the reason, whether the gateway gives the money back (`api_refund`, default true),
 * whether the lines' units go back to stock (`api_restock`, default true) and metas.
 */
export const RefundCreateSchema = z.object({
  amount: WooAmountSchema.optional(),
  reason: z.string().max(1000).optional(),
  api_refund: z.boolean().default(true),
  api_restock: z.boolean().default(true),
  line_items: z
    .array(
      z.object({
        id: z.number().int().positive(),
        quantity: z.number().int().nonnegative().default(0),
        refund_total: z
          .union([z.number().nonnegative().max(1e9), z.string().regex(/^\d{1,9}(?:\.\d{1,6})?$/)])
          .optional(),
      }),
    )
    .max(100)
    .default([]),
  meta_data: z
    .array(z.object({ key: z.string().min(1).max(255), value: z.json() }))
    .max(50)
    .default([]),
});
export type RefundCreate = z.infer<typeof RefundCreateSchema>;
