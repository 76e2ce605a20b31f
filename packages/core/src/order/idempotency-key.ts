// The Idempotency-Key's one rule (H1): what a key may look like and how the shop makes one. The
// browser's checkout, the api-client, the shop server and the embedded store all read it from here
// (issue 27). No zod here: the checkout's first load stays without it.

/**
 * An `Idempotency-Key` the shop takes: 16 to 255 visible ASCII characters. Sixteen is the least
 * that still leaves a key unguessable and unlikely to meet another shopper's; visible ASCII keeps
 * the header safe to pass on (no spaces, controls or line breaks). UUIDs and the keys
 * {@link newIdempotencyKey} makes fit.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7E]{16,255}$/;

/**
 * A new idempotency key: 128 random bits as 32 hex characters, one per order attempt, kept across
 * that attempt's retries. It uses `crypto.getRandomValues`, which, unlike `crypto.randomUUID`,
 * also exists on pages served over plain http.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
