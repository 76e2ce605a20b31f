import { LOCAL_STORAGE_KEYS } from '@vitrina/core';
import { HeartToggle } from '@vitrina/ui/heart-toggle';
import { island } from '../../lib/island';
import { useWishlist } from './use-wishlist';
import { wishlistCopy } from './wishlist-copy';
import { wishlistStore } from './wishlist-store';

/** Props of {@link WishlistHeart}. */
export type WishlistHeartProps = {
  product: { id: number; name: string };
  /** `sm` on a card, `lg` on the product page. */
  size?: 'sm' | 'lg';
};

/** The heart that keeps a product in the shopper's wishlist («Guardar en mi lista»). */
function WishlistHeartView({ product, size = 'sm' }: WishlistHeartProps) {
  const { list, ready } = useWishlist();
  return (
    <HeartToggle
      size={size}
      labels={{ add: wishlistCopy.add(product.name), remove: wishlistCopy.remove(product.name) }}
      isSelected={list.includes(product.id)}
      isDisabled={!ready}
      onChange={() => wishlistStore.toggle(product.id)}
    />
  );
}

/**
 * The heart, an island: hydrated when touched, or as it comes near the screen where the browser
 * holds a list it may be on.
 */
export const WishlistHeart = island('wishlist-heart', WishlistHeartView, {
  when: 'visible',
  stored: [LOCAL_STORAGE_KEYS.wishlist, LOCAL_STORAGE_KEYS.token],
});
