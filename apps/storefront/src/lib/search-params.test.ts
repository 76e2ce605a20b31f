import { describe, expect, it } from 'vitest';
import {
  fieldTexts,
  formFields,
  pageNumber,
  returnPath,
  searchText,
  textUpTo,
} from './search-params';

describe('search parameters: a bad value falls back, never crashes', () => {
  it('pageNumber takes 1–1000 as a number or its digits; anything else is the first page', () => {
    expect(pageNumber(2)).toBe(2);
    expect(pageNumber('3')).toBe(3);
    expect(pageNumber(1000)).toBe(1000);
    for (const raw of [undefined, 0, -1, 1.5, 1001, '', ' ', 'dos', '2x', true, null, [2], {}]) {
      expect(pageNumber(raw)).toBeUndefined();
    }
  });

  it('searchText keeps text up to 200 characters and drops anything else', () => {
    expect(searchText('split 12000')).toBe('split 12000');
    expect(searchText('a'.repeat(200))).toHaveLength(200);
    expect(searchText('a'.repeat(201))).toBeUndefined();
    expect(searchText(['a', 'b'])).toBeUndefined();
    expect(searchText({ q: 'a' })).toBeUndefined();
    expect(textUpTo(3)('abcd')).toBeUndefined();
  });

  it('E6: returnPath keeps same-origin paths and drops anything else (no open redirect)', () => {
    expect(returnPath('/perfil-usuario?tab=pedidos')).toBe('/perfil-usuario?tab=pedidos');
    expect(returnPath('/checkout')).toBe('/checkout');
    for (const raw of [
      undefined,
      '',
      'perfil-usuario',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      '/con espacio',
      `/${'a'.repeat(500)}`,
      42,
    ]) {
      expect(returnPath(raw)).toBeUndefined();
    }
  });
});

describe('calculator fields in the URL', () => {
  it('keep plain decimals as numbers and other text as typed; blanks and junk are absent', () => {
    expect(
      formFields(['a', 'b', 'c', 'd', 'e', 'f'], {
        a: '4',
        b: 2.5,
        c: '35,000',
        d: '  ',
        e: ['x'],
        f: -3,
        g: 'ignored',
      }),
    ).toEqual({ a: 4, b: 2.5, c: '35,000' });
    expect(fieldTexts({ a: 4, b: '35,000' })).toEqual({ a: '4', b: '35,000' });
  });
});
