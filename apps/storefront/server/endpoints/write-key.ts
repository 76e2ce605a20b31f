import { z } from 'zod';
import { isLoopback } from '../env.js';

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
 * Without both, those endpoints answer 503 and nothing else changes. Like the read key, it only
 * travels over https to a store that is not on this machine: the server refuses to start (#28).
 */
export function loadStoreWriteKey(
  source: Record<string, string | undefined>,
): StoreWriteKey | undefined {
  const env = WriteKeyEnvSchema.parse(source);
  if (env.WC_WRITE_CONSUMER_KEY === undefined || env.WC_WRITE_CONSUMER_SECRET === undefined)
    return undefined;
  const store = new URL(source['STORE_URL'] ?? 'http://127.0.0.1');
  if (store.protocol !== 'https:' && !isLoopback(store)) {
    throw new Error(
      'STORE_URL usa http y no es local: la clave de escritura de WooCommerce solo viaja por https.',
    );
  }
  return { key: env.WC_WRITE_CONSUMER_KEY, secret: env.WC_WRITE_CONSUMER_SECRET };
}
