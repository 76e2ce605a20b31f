import { describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from './storage';

function quotaArea() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('createSafeStorage', () => {
  it('reads and writes through to the browser storage when it works', () => {
    const storage = createSafeStorage(() => window.localStorage);
    storage.set('token', 'abc');
    expect(window.localStorage.getItem('token')).toBe('abc');
    expect(storage.get('token')).toBe('abc');
    storage.remove('token');
    expect(storage.get('token')).toBeNull();
    expect(storage.isDegraded()).toBe(false);
  });

  it('R13: a full storage keeps the value in memory and reports once', () => {
    const onFallback = vi.fn();
    const storage = createSafeStorage(quotaArea, onFallback);
    storage.set('token', 'abc');
    storage.set('order_id', '12');
    expect(storage.get('token')).toBe('abc');
    expect(storage.get('order_id')).toBe('12');
    expect(storage.isDegraded()).toBe(true);
    expect(onFallback).toHaveBeenCalledOnce();
  });

  it('R14: storage whose access throws SecurityError never throws to the caller', () => {
    const onFallback = vi.fn();
    const storage = createSafeStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    }, onFallback);
    expect(storage.get('cart_key')).toBeNull();
    storage.set('cart_key', 'k1');
    expect(storage.get('cart_key')).toBe('k1');
    storage.remove('cart_key');
    expect(storage.get('cart_key')).toBeNull();
    expect(onFallback).toHaveBeenCalledOnce();
  });

  it('R14: without a browser (server rendering) every read is null', () => {
    const storage = createSafeStorage(() => undefined);
    expect(storage.get('token')).toBeNull();
  });

  it('a removed key stays removed even when the browser refuses the removal', () => {
    const values = new Map([['token', 'old']]);
    const storage = createSafeStorage(() => ({
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    }));
    storage.remove('token');
    expect(storage.get('token')).toBeNull();
  });
});
