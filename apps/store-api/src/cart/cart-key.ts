import { randomBytes } from 'node:crypto';

/** A guest cart key: 32 base64url characters from 24 random bytes (192 bits, D2). */
const GUEST_KEY = /^[A-Za-z0-9_-]{32}$/;
/** A customer's cart is keyed by the user id, as CoCart does. */
const USER_KEY = /^[1-9]\d{0,9}$/;

/** A new guest cart key from the CSPRNG. */
export function newGuestCartKey(): string {
  return randomBytes(24).toString('base64url');
}

/** What a `cart_key` parameter turned out to be. */
export type CartKeyKind = 'guest' | 'user' | 'invalid';

/** Classifies a presented cart key without touching the database. */
export function cartKeyKind(key: string): CartKeyKind {
  if (GUEST_KEY.test(key)) return 'guest';
  if (USER_KEY.test(key)) return 'user';
  return 'invalid';
}

/** The cart key of a customer's cart. */
export const userCartKey = (userId: number): string => String(userId);
