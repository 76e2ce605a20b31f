import { describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from '../lib/storage';
import { isChunkLoadError, RELOAD_GUARD_KEY, reloadOnce } from './chunk-reload';

describe('reloadOnce', () => {
  it('R15: the first chunk failure reloads and records the time', () => {
    const storage = createSafeStorage(() => window.sessionStorage);
    window.sessionStorage.clear();
    const reload = vi.fn();
    expect(reloadOnce({ storage, reload, now: 50_000 })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(window.sessionStorage.getItem(RELOAD_GUARD_KEY)).toBe('50000');
  });

  it('R15: a second failure within 10 s does not reload again (no loop)', () => {
    const storage = createSafeStorage(() => window.sessionStorage);
    window.sessionStorage.setItem(RELOAD_GUARD_KEY, '50000');
    const reload = vi.fn();
    expect(reloadOnce({ storage, reload, now: 59_999 })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('R15: after 10 s a new failure may reload again', () => {
    const storage = createSafeStorage(() => window.sessionStorage);
    window.sessionStorage.setItem(RELOAD_GUARD_KEY, '50000');
    const reload = vi.fn();
    expect(reloadOnce({ storage, reload, now: 60_000 })).toBe(true);
  });

  it('R14: without sessionStorage the guard still holds for the tab', () => {
    const storage = createSafeStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const reload = vi.fn();
    expect(reloadOnce({ storage, reload, now: 1000 })).toBe(true);
    expect(reloadOnce({ storage, reload, now: 2000 })).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://tienda.do/assets/x.js',
    'error loading dynamically imported module: https://tienda.do/assets/x.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/x.css',
  ])('recognises %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
