import { isGuestCartKey } from '@vitrina/core';

/** A customer's cart is keyed by the user id, as CoCart does. */
const USER_KEY = /^[1-9]\d{0,9}$/;

/** What a `cart_key` parameter turned out to be. */
export type CartKeyKind = 'guest' | 'user' | 'invalid';

/** Classifies a presented cart key without touching the database (guest keys: core's rule). */
export function cartKeyKind(key: string): CartKeyKind {
  if (isGuestCartKey(key)) return 'guest';
  if (USER_KEY.test(key)) return 'user';
  return 'invalid';
}

/** The cart key of a customer's cart. */
export const userCartKey = (userId: number): string => String(userId);
