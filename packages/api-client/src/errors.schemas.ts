import * as z from 'zod';

/**
 * The error body WordPress, WooCommerce, CoCart and the JWT plugin send:
 * `{"code": "...", "message": "...", "data": {"status": 404}}` (WooCommerce REST docs, "Errors").
 * The account API sometimes sends only `{message}`, so every member is optional.
 */
export const WpErrorSchema = z.looseObject({
  code: z.string().optional(),
  message: z.string().optional(),
  data: z.unknown().optional(),
});

/** A parsed WordPress-style error body. */
export type WpError = z.infer<typeof WpErrorSchema>;

/** The rate-limit detail our store adds to a 429 body (`data.retry_after`, in seconds). */
export const RetryAfterDataSchema = z.looseObject({ retry_after: z.number().nonnegative() });
