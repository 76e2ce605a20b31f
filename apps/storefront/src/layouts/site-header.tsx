import { useRouteContext } from '@tanstack/react-router';
import { Header } from '@vitrina/ui/header';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { categoryMenu } from '../lib/category-menu';
import type { SessionSnapshot } from '../lib/session';
import { RouterLink } from './router-link';

// The suggestions (react-aria ComboBox, the store client) load when the search first gets focus.
const SearchSuggestions = lazy(() =>
  import('../features/catalog/search-suggestions').then((module) => ({
    default: module.SearchSuggestions,
  })),
);

const CartCount = lazy(() =>
  import('./cart-count').then((module) => ({ default: module.CartCount })),
);

const serverSnapshot: SessionSnapshot = { token: null, cartKey: null };

/** The shop header (@vitrina/ui) with the category menu and the live cart count. */
export function SiteHeader() {
  const { session, store } = useRouteContext({ from: '__root__' });
  // The server renders for a guest; the browser's identity is read after hydration.
  const identity = useSyncExternalStore(session.subscribe, session.snapshot, () => serverSnapshot);
  const [count, setCount] = useState(0);
  const [isSearchActive, setSearchActive] = useState(false);
  const hasCart = identity.token !== null || identity.cartKey !== null;
  return (
    <>
      {hasCart ? (
        <Suspense fallback={null}>
          <CartCount store={store} identity={identity} onCount={setCount} />
        </Suspense>
      ) : null}
      <Header
        logo={<span className="text-xl font-bold text-brand-700">Vitrina</span>}
        homeLabel="Vitrina, inicio"
        categories={categoryMenu}
        search={{
          action: '/resultados',
          label: 'Buscar productos',
          placeholder: 'Buscar aires, televisores, estufas…',
          onFieldFocus: () => setSearchActive(true),
          ...(isSearchActive
            ? {
                field: (
                  <Suspense fallback={null}>
                    <SearchSuggestions store={store} initialText="" />
                  </Suspense>
                ),
              }
            : {}),
        }}
        account={{
          href: '/perfil-usuario',
          label: identity.token ? 'Mi cuenta' : 'Iniciar sesión',
        }}
        cart={{ href: '/carrito-compras', count: hasCart ? count : 0 }}
        linkComponent={RouterLink}
      />
    </>
  );
}
