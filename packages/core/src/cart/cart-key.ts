// The guest cart key's one rule: what a key may look like and how the shop makes one. The store
// (embedded or CoCart), the browser and the shop server all read it from here (issue 27).
// No zod here: the browser reads the stored key on every page.

/**
 * The longest cart key CoCart keeps: its `cart_key` column is `CHAR(42)`, so a longer key is cut
 * when the cart is saved and never finds its cart again (CoCart's «Creating a Cart Key Manually»).
 */
const GUEST_CART_KEY_MAX_LENGTH = 42;

/** The length of a key made by {@link newGuestCartKey}. */
const GUEST_CART_KEY_LENGTH = 32;

/**
 * A guest cart key as CoCart takes one from a client: 1 to 42 characters of `[a-z0-9_-]`, not all
 * digits (an all-digit key is a customer's id: that cart is the customer's, not a guest's).
 */
export const GUEST_CART_KEY_PATTERN = new RegExp(
  `^(?!\\d+$)[a-z0-9_-]{1,${String(GUEST_CART_KEY_MAX_LENGTH)}}$`,
);

/** Whether `value` is a guest cart key by {@link GUEST_CART_KEY_PATTERN}. */
export function isGuestCartKey(value: string): boolean {
  return GUEST_CART_KEY_PATTERN.test(value);
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const SYMBOLS = `${LETTERS}0123456789`;

/**
 * A new guest cart key: 32 characters of `[a-z0-9]` from `crypto.getRandomValues` (in browsers
 * and in Node), about 165 random bits (D2). Whoever holds the key owns the cart, so it must not
 * be guessable. The first character is a letter, so a key is never all digits.
 */
export function newGuestCartKey(): string {
  let key = '';
  while (key.length < GUEST_CART_KEY_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(GUEST_CART_KEY_LENGTH))) {
      const alphabet = key === '' ? LETTERS : SYMBOLS;
      // Bytes past the last whole multiple of the alphabet are skipped, so every symbol is
      // equally likely (a plain `byte % 36` would favour the first 4 symbols).
      if (byte >= 256 - (256 % alphabet.length)) continue;
      key += alphabet.charAt(byte % alphabet.length);
      if (key.length === GUEST_CART_KEY_LENGTH) break;
    }
  }
  return key;
}
