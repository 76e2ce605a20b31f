import { describe, expect, it } from 'vitest';
import {
  UnknownMiddlewareError,
  defineMiddlewareRegistry,
  isMiddlewareName,
  isUnknownMiddlewareError,
} from './middleware.js';

const registry = defineMiddlewareRegistry({
  'check-login': () => 'check-login ran',
  checkout: () => 'checkout ran',
});

describe('middleware registry', () => {
  it('knows only check-login and checkout', () => {
    expect(isMiddlewareName('check-login')).toBe(true);
    expect(isMiddlewareName('checkout')).toBe(true);
    expect(isMiddlewareName('admin')).toBe(false);
  });

  it('looks implementations up by name and by route', () => {
    expect(registry.get('checkout')()).toBe('checkout ran');
    expect(registry.resolve(['check-login', 'checkout']).map((run) => run())).toEqual([
      'check-login ran',
      'checkout ran',
    ]);
    expect(registry.forRoute('profile').map((run) => run())).toEqual(['check-login ran']);
    expect(registry.forRoute('home')).toEqual([]);
  });

  it('makes an unknown name an error at run time', () => {
    expect(() => registry.resolve(['check-login', 'admin'])).toThrow(UnknownMiddlewareError);
    try {
      // @ts-expect-error 'admin' is not a middleware name
      registry.get('admin');
      expect.unreachable();
    } catch (error) {
      expect(isUnknownMiddlewareError(error)).toBe(true);
      expect(isUnknownMiddlewareError(new Error('x'))).toBe(false);
      expect(error).toMatchObject({ name: 'UnknownMiddlewareError', middleware: 'admin' });
    }
  });

  it('makes an unknown or missing name an error at type level and at run time', () => {
    expect(() =>
      defineMiddlewareRegistry({
        'check-login': () => 1,
        checkout: () => 2,
        // @ts-expect-error 'admin' is not a middleware name
        admin: () => 3,
      }),
    ).toThrow(UnknownMiddlewareError);
    // @ts-expect-error the checkout middleware is missing
    expect(() => defineMiddlewareRegistry({ 'check-login': () => 1 })).toThrow(TypeError);
  });
});
