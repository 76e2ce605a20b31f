/** Spec §9 breakpoints, widest first. */
const breakpoints = [
  ['2xl', 1536],
  ['xl', 1280],
  ['lg', 1024],
  ['md', 768],
  ['sm', 640],
] as const;

export type BreakpointName = (typeof breakpoints)[number][0] | 'xs';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The breakpoint a viewport `width` (CSS px) falls in. */
export function breakpointFor(width: number): BreakpointName {
  return breakpoints.find(([, min]) => width >= min)?.[0] ?? 'xs';
}

/** The `viewport` cookie for a breakpoint: 365 days, SameSite=Strict (spec §9). */
export function viewportCookie(name: BreakpointName, secure: boolean): string {
  return `viewport=${name}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** Keeps the cookie in step with the window size; returns the unsubscribe. */
export function trackViewportCookie(): () => void {
  let current: BreakpointName | undefined;
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
