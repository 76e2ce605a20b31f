import { describe, expect, it } from 'vitest';
import { brandTyposForgiven, readQuery, typosForgiven } from './search-query.js';
import { SEARCH_SYNONYMS, synonymGroupOf } from './synonyms.js';
import { termOf } from './search-words.js';

describe('#38: typos forgiven by a word’s length', () => {
  it.each([
    ['tele', 0],
    ['horno', 1],
    ['samsumg', 1],
    ['televison', 2],
    ['acondisionado', 2],
    ['12000', 0],
  ])('%s: %i', (word, typos) => {
    expect(typosForgiven(termOf(word))).toBe(typos);
  });

  it('forgives a brand one typo from four letters, two from six', () => {
    expect(brandTyposForgiven('lg')).toBe(0);
    expect(brandTyposForgiven('soni')).toBe(1);
    expect(brandTyposForgiven('smasung')).toBe(2);
    expect(brandTyposForgiven('55')).toBe(0);
  });
});

describe('#38: a query, word by word', () => {
  it('widens a word to its synonyms', () => {
    const [nevera] = readQuery('neveras');
    expect(nevera?.synonyms).toBe(synonymGroupOf(termOf('refrigerador')));
    expect(nevera?.synonyms).not.toBe(nevera?.term);
  });

  it('corrects a word one letter further than it forgives, never a number', () => {
    const [sonu, size] = readQuery('sonu 55');
    expect(sonu).toMatchObject({ typos: 0, correctable: 1, isNumber: false });
    expect(size).toMatchObject({ typos: 0, correctable: 0, isNumber: true });
  });

  it('reads a capacity in tons as BTU', () => {
    expect(readQuery('inverter 1 tonelada').map((word) => word.term)).toEqual([
      'inverter',
      '12000',
      'btu',
    ]);
  });
});

describe('#38: the synonyms a Dominican shopper uses', () => {
  it.each([
    ['nevera', 'refrigerador'],
    ['estufa', 'cocina'],
    ['aire', 'split'],
    ['aire', 'inverter'],
    ['tele', 'televisor'],
    ['bocina', 'parlante'],
  ])('%s and %s', (one, other) => {
    expect(synonymGroupOf(termOf(one))).toBeDefined();
    expect(synonymGroupOf(termOf(one))).toBe(synonymGroupOf(termOf(other)));
  });

  it('keeps groups apart, and has none for a word outside the list', () => {
    expect(synonymGroupOf(termOf('nevera'))).not.toBe(synonymGroupOf(termOf('estufa')));
    expect(synonymGroupOf(termOf('samsung'))).toBeUndefined();
  });

  it('lists each word once', () => {
    const words = SEARCH_SYNONYMS.flat().map(termOf);
    expect(new Set(words).size).toBe(words.length);
  });
});
