import { LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from '@vitrina/core';
import { Header } from '@vitrina/ui/header';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { cartCount, shopCart } from '../features/cart/shop-cart';
import { useWishlist } from '../features/wishlist/use-wishlist';
import { wishlistCopy } from '../features/wishlist/wishlist-copy';
import { categoryMenu } from '../lib/category-menu';
import { island } from '../lib/island';
import { NO_IDENTITY, type TokenStatus } from '../lib/session';
import { ShopLink } from '../lib/shop-link';
import { browserShopSearch } from '../lib/shop-search';
import { tabSession } from '../lib/tab';

// The suggestions (react-aria ComboBox, the search's schema) load when the search first gets focus.
const loadSearchSuggestions = () => import('../features/catalog/search-suggestions');
const SearchSuggestions = lazy(() =>
  loadSearchSuggestions().then((module) => ({ default: module.SearchSuggestions })),
);

const accountLabel: Record<TokenStatus, string> = {
  none: 'Iniciar sesión',
  unchecked: 'Cuenta',
  confirmed: 'Mi cuenta',
};

const subscribeSession = (listener: () => void) => tabSession().subscribe(listener);

/**
 * The shop header (@vitrina/ui) with the category menu, the live cart and wishlist counts and the
 * mini-cart. An island (decision 022): it reads the tab's session and counts from their stores,
 * and a page's cart starts when the browser already holds one.
 */
function SiteHeaderView({ shopName }: { shopName: string }) {
  // The server renders for a guest; the browser's identity is read after hydration.
  const identity = useSyncExternalStore(
    subscribeSession,
    () => tabSession().snapshot(),
    () => NO_IDENTITY,
  );
  // Until the store has confirmed a stored token, the header says neither «Mi cuenta» (it may be
  // dead) nor «Iniciar sesión» (it may be good).
  const tokenStatus = useSyncExternalStore(
    subscribeSession,
    () => tabSession().tokenStatus(),
    () => 'none' as const,
  );
  const wishlistCount = useWishlist().list.length;
  const count = useSyncExternalStore(
    cartCount.subscribe,
    cartCount.snapshot,
    cartCount.serverSnapshot,
  );
  const hasCart = identity.token !== null || identity.cartKey !== null;
  // A browser that holds a cart (or an account) gets its count, and its token checked.
  useEffect(() => {
    if (hasCart) shopCart.prepare();
  }, [hasCart]);
  // What the plain field held when the suggestions took over; null until they do.
  const [searchStart, setSearchStart] = useState<string | null>(null);
  const takeOverSearch = (field: Element | null) => {
    // The richer field replaces the plain one and takes its focus, so it does so only where the
    // shopper still is: a keyboard user may have tabbed on while it loaded, and it then waits
    // for the field's next focus.
    loadSearchSuggestions().then(
      () => {
        if (field instanceof HTMLInputElement && document.activeElement === field) {
          setSearchStart(field.value);
        }
      },
      // A chunk that did not arrive (offline, a new release) leaves the plain field, which still
      // searches; its next focus asks again.
      () => undefined,
    );
  };
  // Focused before the header hydrated (a first tap): the suggestions load now.
  useEffect(() => {
    const field = document.activeElement;
    if (field instanceof HTMLInputElement && field.closest('form[role="search"]'))
      takeOverSearch(field);
  }, []);
  return (
    <Header
      logo={<span className="text-xl font-bold text-brand-700">{shopName}</span>}
      homeLabel={`${shopName}, inicio`}
      categories={categoryMenu}
      search={{
        action: '/resultados',
        label: 'Buscar productos',
        placeholder: 'Buscar aires, televisores, estufas…',
        onFieldFocus: () => takeOverSearch(document.activeElement),
        ...(searchStart !== null
          ? {
              field: (
                <Suspense fallback={null}>
                  <SearchSuggestions search={browserShopSearch} initialText={searchStart} />
                </Suspense>
              ),
            }
          : {}),
      }}
      account={{
        href: '/perfil-usuario',
        label: accountLabel[tokenStatus],
      }}
      wishlist={{
        href: '/lista-de-deseos',
        label: wishlistCopy.headerLink(wishlistCount),
        count: wishlistCount,
      }}
      cart={{ href: '/carrito-compras', count, onOpen: shopCart.open }}
      linkComponent={ShopLink}
    />
  );
}

/**
 * The shop header: an island hydrated when touched, or once the page is idle where the browser
 * holds what it shows (an account, a cart, a wishlist).
 */
export const SiteHeader = island('site-header', SiteHeaderView, {
  when: 'idle',
  stored: [LOCAL_STORAGE_KEYS.token, SESSION_STORAGE_KEYS.cart_key, LOCAL_STORAGE_KEYS.wishlist],
});
