import { describe, expect, it } from 'vitest';
import { breakpointFor, trackViewportCookie, viewportCookie } from './viewport-cookie';

describe('viewport cookie', () => {
  it.each([
    [319, 'xs'],
    [320, 'xs'],
    [640, 'sm'],
    [767, 'sm'],
    [768, 'md'],
    [1024, 'lg'],
    [1280, 'xl'],
    [1536, '2xl'],
    [2560, '2xl'],
  ] as const)('width %i is breakpoint %s', (width, name) => {
    expect(breakpointFor(width)).toBe(name);
  });

  it('lasts 365 days with SameSite=Strict (spec §9)', () => {
    expect(viewportCookie('md', false)).toBe(
      'viewport=md; Max-Age=31536000; Path=/; SameSite=Strict',
    );
    expect(viewportCookie('md', true)).toMatch(/; Secure$/);
  });

  it('writes the current breakpoint and follows resizes', () => {
    window.innerWidth = 800;
    const stop = trackViewportCookie();
    expect(document.cookie).toContain('viewport=md');
    window.innerWidth = 1300;
    window.dispatchEvent(new Event('resize'));
    expect(document.cookie).toContain('viewport=xl');
    stop();
  });
});
