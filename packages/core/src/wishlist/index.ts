// @vitrina/core/wishlist: the wishlist.

export {
  WISHLIST_META_KEY,
  mergeWishlists,
  readStoredWishlist,
  removeFromWishlist,
  storedWishlist,
  toggleInWishlist,
  type Wishlist,
} from './wishlist.js';
export { WishlistSchema, readWishlistMeta, toWishlistMeta } from './wishlist-schema.js';
