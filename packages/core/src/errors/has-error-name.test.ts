import { describe, expect, it } from 'vitest';
import { hasErrorName } from './has-error-name.js';

describe('hasErrorName', () => {
  it('recognises an error by its name', () => {
    const error = new Error('x');
    error.name = 'SomeError';
    expect(hasErrorName(error, 'SomeError')).toBe(true);
    expect(hasErrorName(error, 'OtherError')).toBe(false);
  });

  it('recognises an error-shaped object from another bundle or realm', () => {
    expect(hasErrorName({ name: 'SomeError', message: 'x' }, 'SomeError')).toBe(true);
  });

  it('rejects values that are not error-shaped', () => {
    expect(hasErrorName(null, 'SomeError')).toBe(false);
    expect(hasErrorName('SomeError', 'SomeError')).toBe(false);
    expect(hasErrorName({ name: 'SomeError' }, 'SomeError')).toBe(false);
    expect(hasErrorName({ name: 'SomeError', message: 1 }, 'SomeError')).toBe(false);
  });
});
