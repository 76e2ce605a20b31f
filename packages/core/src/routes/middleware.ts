import { hasErrorName } from '../errors/has-error-name.js';
import { MIDDLEWARE_NAMES, ROUTES, type MiddlewareName, type RouteName } from './route-table.js';

/** Thrown when a middleware name that does not exist is registered or looked up (spec §2). */
export class UnknownMiddlewareError extends Error {
  override readonly name = 'UnknownMiddlewareError';
  /** The unknown name. */
  readonly middleware: string;

  constructor(middleware: string) {
    super(`Unknown middleware "${middleware}"; known: ${MIDDLEWARE_NAMES.join(', ')}`);
    this.middleware = middleware;
  }
}

/** True when `error` is an {@link UnknownMiddlewareError} (from any copy of this package). */
export function isUnknownMiddlewareError(error: unknown): error is UnknownMiddlewareError {
  return hasErrorName(error, 'UnknownMiddlewareError');
}

/** True when `name` is one of the route middleware of spec §2. */
export function isMiddlewareName(name: string): name is MiddlewareName {
  return MIDDLEWARE_NAMES.some((known) => known === name);
}

/** The middleware implementations, looked up by name. */
export interface MiddlewareRegistry<Middleware> {
  /** The implementation of `name`; throws {@link UnknownMiddlewareError} for any other string. */
  get(name: MiddlewareName): Middleware;
  /** The implementations of `names`, in order; throws on the first unknown name. */
  resolve(names: readonly string[]): Middleware[];
  /** The implementations a route of the table runs, in order. */
  forRoute(route: RouteName): Middleware[];
}

/**
 * Binds every middleware name of spec §2 to its implementation (a guard, a `beforeLoad`…).
 * A missing or unknown name is a type error. The same mistakes are caught at run time too, for
 * untyped callers and names read from data: an unknown name throws {@link UnknownMiddlewareError},
 * a missing one a `TypeError`.
 */
export function defineMiddlewareRegistry<Middleware>(implementations: {
  readonly [Name in MiddlewareName]: Middleware;
}): MiddlewareRegistry<Middleware> {
  for (const name of Object.keys(implementations)) {
    if (!isMiddlewareName(name)) throw new UnknownMiddlewareError(name);
  }
  const table = new Map<string, Middleware>(Object.entries(implementations));
  for (const name of MIDDLEWARE_NAMES) {
    if (!table.has(name)) throw new TypeError(`Middleware "${name}" has no implementation`);
  }
  const lookUp = (name: string): Middleware => {
    const middleware = isMiddlewareName(name) ? table.get(name) : undefined;
    if (middleware === undefined) throw new UnknownMiddlewareError(name);
    return middleware;
  };
  return {
    get: lookUp,
    resolve: (names) => names.map(lookUp),
    forRoute: (route) => ROUTES[route].middleware.map(lookUp),
  };
}
