import { useSyncExternalStore } from 'react';

function matcher(query: string): MediaQueryList | undefined {
  return typeof window === 'undefined' || typeof window.matchMedia !== 'function'
    ? undefined
    : window.matchMedia(query);
}

/**
 * Whether a media query matches, kept current as the window changes. False on the server and
 * in environments without `matchMedia`, so the server render picks the narrow layout.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = matcher(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => matcher(query)?.matches ?? false,
    () => false,
  );
}
