import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { defineMiddlewareRegistry, type MiddlewareName } from '@vitrina/core';
import { cartQueryOptions, countCartUnits } from '../features/cart/cart.queries';
import type { AppContext } from '../lib/app-context';

type GuardArgs = { context: AppContext; location: ParsedLocation };
type Guard = (args: GuardArgs) => Promise<void> | void;

// Spec §2: every middleware name bound to its route guard; an unknown name fails type-checking
// here and throws UnknownMiddlewareError at run time.
const registry = defineMiddlewareRegistry<Guard>({
  // A logged-out visitor signs in first and comes back (E6).
  'check-login': ({ context, location }) => {
    if (context.session.isLoggedIn()) return;
    redirect({ to: '/auth/iniciar-sesion', search: { volver: location.href }, throw: true });
  },
  // Nothing to pay for: back to the cart.
  checkout: async ({ context, location }) => {
    // No third-party script runs on checkout (J5): a page that loaded the tag manager enters it
    // by a full load, which comes back without it.
    if (typeof document !== 'undefined' && document.getElementById('tag-manager') !== null) {
      redirect({ href: location.href, reloadDocument: true, throw: true });
    }
    const cart = await context.queryClient.ensureQueryData(
      cartQueryOptions(context.store, context.session.snapshot()),
    );
    if (countCartUnits(cart) === 0) redirect({ to: '/carrito-compras', throw: true });
  },
});

/** The route guard (`beforeLoad`) registered under `name`. */
export function middleware(name: MiddlewareName): Guard {
  return registry.get(name);
}
