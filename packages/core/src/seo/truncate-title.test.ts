import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { truncateTitle } from './truncate-title.js';

const graphemes = new Intl.Segmenter('es', { granularity: 'grapheme' });
const count = (text: string): number => [...graphemes.segment(text)].length;
const hasLoneSurrogate = (text: string): boolean =>
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

describe('truncateTitle', () => {
  it('limits structured-data titles to 110 characters', () => {
    expect(truncateTitle('a'.repeat(110))).toBe('a'.repeat(110));
    const title = `${'Aire acondicionado inverter '.repeat(5)}de 12,000 BTU`;
    const short = truncateTitle(title);
    expect(count(short)).toBeLessThanOrEqual(110);
    expect(title.startsWith(short)).toBe(true);
  });

  it('returns a title that fits unchanged', () => {
    expect(truncateTitle('Estufa de 4 hornillas')).toBe('Estufa de 4 hornillas');
  });

  it('cuts at the last whole word and drops the trailing space', () => {
    expect(truncateTitle('Televisor Samsung de 55 pulgadas', 20)).toBe('Televisor Samsung de');
    expect(truncateTitle('Televisor Samsung de 55 pulgadas', 19)).toBe('Televisor Samsung');
  });

  it('never splits an emoji or a surrogate pair', () => {
    expect(truncateTitle('Oferta 🇩🇴🇩🇴 hoy', 8)).toBe('Oferta 🇩🇴');
    expect(truncateTitle('😀😀😀😀😀', 3)).toBe('😀😀😀');
  });

  it('cuts a single overlong word between grapheme clusters', () => {
    expect(truncateTitle('Supercalifragilístico', 5)).toBe('Super');
  });

  it('is a well-formed prefix within the limit, ending on a word boundary when it can (property)', () => {
    const text = fc.string({
      unit: fc.constantFrom('a', 'ñ', 'é', ' ', '😀', '🇩🇴', 'e\u0301', '-', ','),
      maxLength: 60,
    });
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 40 }), (title, max) => {
        const short = truncateTitle(title, max);
        expect(title.startsWith(short)).toBe(true);
        expect(count(short)).toBeLessThanOrEqual(max);
        expect(hasLoneSurrogate(short)).toBe(false);
        if (count(title) <= max) expect(short).toBe(title);
        // When a whole word followed by a space fits, the cut never lands inside a word.
        const wordFits = [...title.matchAll(/ /g)].some(
          ({ index }) => title.slice(0, index).trim() !== '' && count(title.slice(0, index)) <= max,
        );
        if (wordFits && short !== title) {
          const endsInWord = /(?:[a-zñé]|\u0301)$/u.test(short);
          const nextInWord = /^(?:[a-zñé]|\u0301)/u.test(title.slice(short.length));
          expect(endsInWord && nextInWord).toBe(false);
          expect(short).toBe(short.trimEnd());
        }
      }),
    );
  });
});
