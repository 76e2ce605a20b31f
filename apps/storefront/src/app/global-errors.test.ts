import { describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from '../lib/storage';
import { handleUncaughtError, installGlobalErrorHandlers } from './global-errors';

const human =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

function deps(userAgent: string) {
  return {
    showErrorPage: vi.fn(),
    storage: createSafeStorage(() => undefined),
    userAgent,
    reload: vi.fn(),
  };
}

describe('handleUncaughtError', () => {
  it('spec §8: shows people the error page and logs the error', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const d = deps(human);
    handleUncaughtError(new Error('boom'), d);
    expect(d.showErrorPage).toHaveBeenCalledOnce();
    expect(log).toHaveBeenCalledOnce();
  });

  it('spec §8: for a crawler the error is only logged', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const d = deps(crawler);
    handleUncaughtError(new Error('boom'), d);
    expect(d.showErrorPage).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledOnce();
  });

  it('R15: a chunk that failed to load reloads the page once instead', () => {
    const d = deps(human);
    handleUncaughtError(
      new TypeError('Failed to fetch dynamically imported module: /assets/a.js'),
      d,
    );
    expect(d.reload).toHaveBeenCalledOnce();
    expect(d.showErrorPage).not.toHaveBeenCalled();
  });

  it('R15: a failed chunk preload leaves the reload to whoever waits for the chunk, and stops the router reloading on its own', () => {
    window.sessionStorage.clear();
    const d = { ...deps(human), storage: createSafeStorage(() => window.sessionStorage) };
    const uninstall = installGlobalErrorHandlers(d);
    const event = new Event('vite:preloadError', { cancelable: true });
    Object.assign(event, {
      payload: new TypeError('Failed to fetch dynamically imported module: /assets/a.js'),
    });
    window.dispatchEvent(event);
    uninstall();
    expect(d.reload).not.toHaveBeenCalled();
    // Not cancelled: the import still rejects, so its caller sees the failure.
    expect(event.defaultPrevented).toBe(false);
    expect(
      window.sessionStorage.getItem(
        'tanstack_router_reload:Failed to fetch dynamically imported module: /assets/a.js',
      ),
    ).toBe('1');
  });
});
