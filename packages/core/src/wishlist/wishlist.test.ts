import { describe, expect, it } from 'vitest';
import {
  WISHLIST_MAX_ITEMS,
  WISHLIST_META_KEY,
  addToWishlist,
  mergeWishlists,
  readStoredWishlist,
  removeFromWishlist,
  storedWishlist,
  toggleInWishlist,
} from './wishlist.js';
import { WishlistSchema, readWishlistMeta, toWishlistMeta } from './wishlist-schema.js';

const ids = (count: number, from = 1) => Array.from({ length: count }, (_, index) => from + index);

describe('the wishlist', () => {
  it('adds a product at the end, once', () => {
    expect(addToWishlist([3, 5], 8)).toEqual([3, 5, 8]);
    expect(addToWishlist([3, 5], 3)).toEqual([3, 5]);
  });

  it('removes a product and leaves the others in order', () => {
    expect(removeFromWishlist([3, 5, 8], 5)).toEqual([3, 8]);
    expect(removeFromWishlist([3], 9)).toEqual([3]);
  });

  it('toggles: a heart adds what is absent and removes what is there', () => {
    expect(toggleInWishlist([], 4)).toEqual([4]);
    expect(toggleInWishlist([4], 4)).toEqual([]);
  });

  it(`keeps at most ${String(WISHLIST_MAX_ITEMS)} products, dropping the oldest`, () => {
    const full = ids(WISHLIST_MAX_ITEMS);
    const added = addToWishlist(full, 5000);
    expect(added).toHaveLength(WISHLIST_MAX_ITEMS);
    expect(added[0]).toBe(2);
    expect(added.at(-1)).toBe(5000);
  });

  it("merges at sign-in: the customer's list first, then the guest's new ones, each once", () => {
    expect(mergeWishlists([7, 2], [2, 9, 7, 11])).toEqual([7, 2, 9, 11]);
    expect(mergeWishlists([], [4])).toEqual([4]);
    expect(mergeWishlists([4], [])).toEqual([4]);
  });

  it('caps a merge to the newest products', () => {
    const merged = mergeWishlists(ids(WISHLIST_MAX_ITEMS), [1000, 1001]);
    expect(merged).toHaveLength(WISHLIST_MAX_ITEMS);
    expect(merged.slice(-2)).toEqual([1000, 1001]);
  });
});

describe('the stored wishlist', () => {
  it('round-trips through its text', () => {
    expect(readStoredWishlist(storedWishlist([3, 5]))).toEqual([3, 5]);
  });

  it.each([null, undefined, '', 'no es json', '{"a":1}', '"3"', '42'])(
    'reads %j as an empty list',
    (stored) => {
      expect(readStoredWishlist(stored)).toEqual([]);
    },
  );

  it('drops entries that are not product ids, and repeats', () => {
    expect(readStoredWishlist('[3,"5",-1,0,2.5,null,3,1e300,9]')).toEqual([3, 9]);
  });
});

describe('the wishlist as customer meta', () => {
  it(`is the ${WISHLIST_META_KEY} entry, written as JSON (an empty list as [])`, () => {
    expect(toWishlistMeta([3, 5])).toEqual({ key: 'vitrina_wishlist', value: '[3,5]' });
    expect(toWishlistMeta([])).toEqual({ key: 'vitrina_wishlist', value: '[]' });
  });

  it('reads the last entry of its key, and nothing from other keys or values', () => {
    const meta = [
      { key: 'phone', value: '[1]' },
      { key: WISHLIST_META_KEY, value: '[1,2]' },
      { key: WISHLIST_META_KEY, value: '[4]' },
    ];
    expect(readWishlistMeta(meta)).toEqual([4]);
    expect(readWishlistMeta([{ key: WISHLIST_META_KEY, value: [4] }])).toEqual([]);
    expect(readWishlistMeta([])).toEqual([]);
  });
});

describe('WishlistSchema', () => {
  it('takes positive integer ids and keeps each once', () => {
    expect(WishlistSchema.parse([4, 4, 9])).toEqual([4, 9]);
  });

  it.each([[[0]], [[-3]], [[1.5]], [['7']], [{ 0: 1 }], [null]])(
    'refuses %j with a Spanish message',
    (body) => {
      const result = WishlistSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/lista|producto/);
    },
  );

  it(`refuses more than ${String(WISHLIST_MAX_ITEMS)} products`, () => {
    const result = WishlistSchema.safeParse(ids(WISHLIST_MAX_ITEMS + 1));
    expect(result.error?.issues[0]?.message).toBe('Tu lista guarda hasta 100 productos.');
  });
});
