import { BREAKPOINTS, VIEWPORT_COOKIE_MAX_AGE_DAYS, type Breakpoint } from '@vitrina/core';

// Widest first, so the first one the width reaches is the current breakpoint.
const widestFirst = (Object.entries(BREAKPOINTS) as Array<[Breakpoint, number]>).sort(
  ([, a], [, b]) => b - a,
);

const maxAgeSeconds = VIEWPORT_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;

/** The breakpoint a viewport `width` (CSS px) falls in; narrower than every one is `xs`. */
export function breakpointFor(width: number): Breakpoint {
  return widestFirst.find(([, min]) => width >= min)?.[0] ?? 'xs';
}

/** The `viewport` cookie for a breakpoint: 365 days, SameSite=Strict (spec §9). */
export function viewportCookie(name: Breakpoint, secure: boolean): string {
  return `viewport=${name}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** Keeps the cookie in step with the window size; returns the unsubscribe. */
export function trackViewportCookie(): () => void {
  let current: Breakpoint | undefined;
  const update = (): void => {
    const next = breakpointFor(window.innerWidth);
    if (next === current) return;
    current = next;
    document.cookie = viewportCookie(next, window.location.protocol === 'https:');
  };
  update();
  window.addEventListener('resize', update, { passive: true });
  return () => window.removeEventListener('resize', update);
}
