import * as z from 'zod';

/**
 * Every refusal of the shop server's own endpoints, in WordPress's error shape so one reader
 * serves the store and the shop: a code, the shop's Spanish message, and in `data` the status
 * with what the page needs (each field's message, the wait, the id of a fault, a new total…).
 */
export const ShopRefusalSchema = z.object({
  code: z.string(),
  message: z.string(),
  data: z.looseObject({
    status: z.number(),
    /** Our own fault: the id the shopper quotes and the server's log holds. */
    request_id: z.string().optional(),
    /** A 400: the message of each field, by its dotted path. */
    fields: z.record(z.string(), z.string()).optional(),
    /** A 429: the seconds to wait (also sent as `Retry-After`). */
    retry_after: z.number().optional(),
  }),
});
export type ShopRefusalBody = z.input<typeof ShopRefusalSchema>;
