import { useRouteContext } from '@tanstack/react-router';
import { Header } from '@vitrina/ui/header';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { pageSettings } from '../app/page-settings';
import { useCartContext } from '../features/cart/cart-context';
import { useWishlist, useWishlistSession } from '../features/wishlist/use-wishlist';
import { wishlistCopy } from '../features/wishlist/wishlist-copy';
import { categoryMenu } from '../lib/category-menu';
import type { SessionSnapshot, TokenStatus } from '../lib/session';
import { RouterLink } from '../lib/router-link';

// The suggestions (react-aria ComboBox, the search's schema) load when the search first gets focus.
const loadSearchSuggestions = () => import('../features/catalog/search-suggestions');
const SearchSuggestions = lazy(() =>
  loadSearchSuggestions().then((module) => ({ default: module.SearchSuggestions })),
);

const CartCount = lazy(() =>
  import('./cart-count').then((module) => ({ default: module.CartCount })),
);
// The mini-cart's code loads when it first opens (header button or an add).
const MiniCart = lazy(() =>
  import('../features/cart/mini-cart').then((module) => ({ default: module.MiniCart })),
);

const serverSnapshot: SessionSnapshot = { token: null, cartKey: null };

const accountLabel: Record<TokenStatus, string> = {
  none: 'Iniciar sesión',
  unchecked: 'Cuenta',
  confirmed: 'Mi cuenta',
};

/** The shop header (@vitrina/ui) with the category menu, the live cart count and the mini-cart. */
export function SiteHeader() {
  const { session, search } = useRouteContext({ from: '__root__' });
  const { isDrawerOpen, setDrawerOpen } = useCartContext();
  // The server renders for a guest; the browser's identity is read after hydration.
  const identity = useSyncExternalStore(session.subscribe, session.snapshot, () => serverSnapshot);
  const shopName = pageSettings().shop.name;
  // Until the store has confirmed a stored token, the header says neither «Mi cuenta» (it may be
  // dead) nor «Iniciar sesión» (it may be good).
  const tokenStatus = useSyncExternalStore(
    session.subscribe,
    session.tokenStatus,
    () => 'none' as const,
  );
  useWishlistSession();
  const wishlistCount = useWishlist().list.length;
  const [count, setCount] = useState(0);
  const [miniCartLoaded, setMiniCartLoaded] = useState(false);
  if (isDrawerOpen && !miniCartLoaded) setMiniCartLoaded(true);
  // What the plain field held when the suggestions took over; null until they do.
  const [searchStart, setSearchStart] = useState<string | null>(null);
  const hasCart = identity.token !== null || identity.cartKey !== null;
  return (
    <>
      {hasCart || miniCartLoaded ? (
        <Suspense fallback={null}>
          <CartCount onCount={setCount} />
        </Suspense>
      ) : null}
      {miniCartLoaded ? (
        <Suspense fallback={null}>
          <MiniCart />
        </Suspense>
      ) : null}
      <Header
        logo={<span className="text-xl font-bold text-brand-700">{shopName}</span>}
        homeLabel={`${shopName}, inicio`}
        categories={categoryMenu}
        search={{
          action: '/resultados',
          label: 'Buscar productos',
          placeholder: 'Buscar aires, televisores, estufas…',
          onFieldFocus: () => {
            const field = document.activeElement;
            // The richer field replaces the plain one and takes its focus, so it does so only
            // where the shopper still is: a keyboard user may have tabbed on while it loaded,
            // and it then waits for the field's next focus.
            loadSearchSuggestions().then(
              () => {
                if (field instanceof HTMLInputElement && document.activeElement === field) {
                  setSearchStart(field.value);
                }
              },
              // A chunk that did not arrive (offline, a new release) leaves the plain field,
              // which still searches; its next focus asks again.
              () => undefined,
            );
          },
          ...(searchStart !== null
            ? {
                field: (
                  <Suspense fallback={null}>
                    <SearchSuggestions search={search} initialText={searchStart} />
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
        cart={{
          href: '/carrito-compras',
          count: hasCart || miniCartLoaded ? count : 0,
          onOpen: () => setDrawerOpen(true),
        }}
        linkComponent={RouterLink}
      />
    </>
  );
}
