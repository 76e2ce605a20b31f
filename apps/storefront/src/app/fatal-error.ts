import { useSyncExternalStore } from 'react';

/**
 * Whether an error nobody caught has ended this page (spec §8): then the root shows the error
 * page instead of the route. Only the browser reports one; the server renders the route.
 */
const listeners = new Set<() => void>();
let failed = false;

export const fatalError = {
  report: (): void => {
    if (failed) return;
    failed = true;
    listeners.forEach((listener) => listener());
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isReported: (): boolean => failed,
};

/** True once an uncaught error was reported. */
export function useFatalError(): boolean {
  return useSyncExternalStore(fatalError.subscribe, fatalError.isReported, () => false);
}
