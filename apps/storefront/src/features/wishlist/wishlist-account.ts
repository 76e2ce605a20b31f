import { mergeWishlists, type Wishlist } from '@vitrina/core';
import { accountApi } from '../../lib/account-api';

// Loaded once someone is signed in: the customer's list through `/api/cuenta/deseos`.

/** The account's list. */
export async function readAccountList(token: string): Promise<Wishlist> {
  return (await accountApi.wishlist(token)).product_ids;
}

/** Replaces the account's list; answers what it keeps. */
export async function saveAccountList(token: string, list: Wishlist): Promise<Wishlist> {
  return (await accountApi.saveWishlist(token, list)).product_ids;
}

/**
 * At sign-in: the account's list with the guest's merged in (core's `mergeWishlists`), saved
 * only when the guest brought something new.
 */
export async function joinAccountList(token: string, guest: Wishlist): Promise<Wishlist> {
  const account = await readAccountList(token);
  const merged = mergeWishlists(account, guest);
  return merged.length === account.length ? account : saveAccountList(token, merged);
}
