import { z } from 'zod';

/** The shop server's read_write WooCommerce key: creates orders for shoppers (never in a page). */
export interface StoreWriteKey {
  readonly key: string;
  readonly secret: string;
}

const text = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const WriteKeyEnvSchema = z.object({
  WC_WRITE_CONSUMER_KEY: text,
  WC_WRITE_CONSUMER_SECRET: text,
});

/**
 * Reads `WC_WRITE_CONSUMER_KEY` / `WC_WRITE_CONSUMER_SECRET`, a setting apart from the proxy's
 * read key: only the modules that write for a verified shopper (checkout, account) load it.
 * Without both, those endpoints answer 503 and nothing else changes.
 */
export function loadStoreWriteKey(
  source: Record<string, string | undefined>,
): StoreWriteKey | undefined {
  const env = WriteKeyEnvSchema.parse(source);
  return env.WC_WRITE_CONSUMER_KEY !== undefined && env.WC_WRITE_CONSUMER_SECRET !== undefined
    ? { key: env.WC_WRITE_CONSUMER_KEY, secret: env.WC_WRITE_CONSUMER_SECRET }
    : undefined;
}
