import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { Header } from '@vitrina/ui/header';
import { useSyncExternalStore } from 'react';
import { cartQueryOptions, countCartUnits } from '../features/cart/cart.queries';
import { categoryMenu } from '../lib/category-menu';
import { RouterLink } from './router-link';

const serverSnapshot = { token: null, cartKey: null };

/** The shop header (@vitrina/ui) with the category menu and the live cart count. */
export function SiteHeader() {
  const { session, store } = useRouteContext({ from: '__root__' });
  // The server renders for a guest; the browser's identity is read after hydration.
  const identity = useSyncExternalStore(session.subscribe, session.snapshot, () => serverSnapshot);
  const cart = useQuery({ ...cartQueryOptions(store, identity), select: countCartUnits });
  return (
    <Header
      logo={<span className="text-xl font-bold text-brand-700">Vitrina</span>}
      homeLabel="Vitrina, inicio"
      categories={categoryMenu}
      search={{
        action: '/resultados',
        label: 'Buscar productos',
        placeholder: 'Buscar aires, televisores, estufas…',
      }}
      account={{ href: '/perfil-usuario', label: identity.token ? 'Mi cuenta' : 'Iniciar sesión' }}
      cart={{ href: '/carrito-compras', count: cart.data ?? 0 }}
      linkComponent={RouterLink}
    />
  );
}
