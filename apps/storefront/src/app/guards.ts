import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { countCartUnits, cartQueryOptions } from '../features/cart/cart.queries';
import type { AppContext } from '../router';

/** Spec §2: the middleware a route can name. */
export const middlewareNames = ['check-login', 'checkout'] as const;
export type MiddlewareName = (typeof middlewareNames)[number];

type GuardArgs = { context: AppContext; location: ParsedLocation };
type Guard = (args: GuardArgs) => Promise<void> | void;

/** Thrown for a middleware name the registry does not know (spec §2). */
export class UnknownMiddlewareError extends Error {
  override readonly name = 'UnknownMiddlewareError';
  constructor(readonly middleware: string) {
    super(`Unknown middleware "${middleware}"`);
  }
}

const guards: Record<MiddlewareName, Guard> = {
  // A logged-out visitor signs in first and comes back (E6).
  'check-login': ({ context, location }) => {
    if (context.session.isLoggedIn()) return;
    redirect({ to: '/auth/iniciar-sesion', search: { volver: location.href }, throw: true });
  },
  // Nothing to pay for: back to the cart.
  checkout: async ({ context }) => {
    const cart = await context.queryClient.ensureQueryData(
      cartQueryOptions(context.store, context.session.snapshot()),
    );
    if (countCartUnits(cart) === 0) redirect({ to: '/carrito-compras', throw: true });
  },
};

/** The route guard (`beforeLoad`) registered under `name`. */
export function middleware(name: MiddlewareName): Guard {
  const guard = (guards as Partial<Record<string, Guard>>)[name];
  if (!guard) throw new UnknownMiddlewareError(name);
  return guard;
}
