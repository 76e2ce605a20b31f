import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BTU_PER_TON,
  foldText,
  normalizeNumbers,
  searchWords,
  singular,
  skuKey,
  termOf,
} from './search-words.js';

const terms = (text: string) => searchWords(text).map((word) => word.term);

describe('#38: the search reads accents and case as shoppers ignore them', () => {
  it('folds accents, the tilde and case', () => {
    expect(foldText('Televisión ÑOÑO Audífonos')).toBe('television nono audifonos');
  });

  it('finds the same words in «TELEVISIÓN» and «television»', () => {
    expect(terms('TELEVISIÓN')).toEqual(terms('television'));
  });

  it('keeps the accents of a word as written, to show it back', () => {
    expect(searchWords('Televisión').map((word) => word.surface)).toEqual(['televisión']);
  });

  it('property: folding twice changes nothing, and case never matters', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(foldText(foldText(text))).toBe(foldText(text));
        expect(terms(text.toUpperCase())).toEqual(terms(text.toLowerCase()));
      }),
    );
  });
});

describe('#38: singular and plural are one word', () => {
  it.each([
    ['aires', 'aire'],
    ['acondicionados', 'acondicionado'],
    ['televisores', 'televisor'],
    ['quemadores', 'quemador'],
    ['galones', 'galón'],
    ['canales', 'canal'],
    ['bocinas', 'bocina'],
    ['luces', 'luz'],
    ['parlantes', 'parlante'],
    ['toneladas', 'tonelada'],
  ])('%s is %s', (plural, one) => {
    expect(termOf(plural)).toBe(termOf(one));
  });

  it('leaves short words and numbers alone', () => {
    expect(singular('gas')).toBe('gas');
    expect(singular('12000')).toBe('12000');
  });

  it('property: a plural in -s of a word ending in a vowel is that word', () => {
    const word = fc.stringMatching(/^[a-z]{3,10}[aeiou]$/);
    fc.assert(
      fc.property(word, (one) => {
        expect(termOf(`${one}s`)).toBe(termOf(one));
      }),
    );
  });

  it('property: a plural in -es of a word ending in r, l, n or d is that word', () => {
    const word = fc.stringMatching(/^[a-z]{3,10}[aeiou][rlnd]$/);
    fc.assert(
      fc.property(word, (one) => {
        expect(termOf(`${one}es`)).toBe(termOf(one));
      }),
    );
  });
});

describe('#38: numbers are written one way', () => {
  it.each([
    ['12000 BTU', ['12000', 'btu']],
    ['12,000 BTU', ['12000', 'btu']],
    ['12.000 btu', ['12000', 'btu']],
    ['12 000 BTU', ['12000', 'btu']],
    ['12 000', ['12000']],
    ['12000btu', ['12000', 'btu']],
    ['12,000 BTUs', ['12000', 'btu']],
    ['12,000 BTU/h', ['12000', 'btu']],
    ['capacidad de 12,000.', ['capacidad', '12000']],
  ])('%s', (text, expected) => {
    expect(terms(text)).toEqual(expected);
  });

  it('reads a decimal comma as a point, and keeps a decimal', () => {
    expect(terms('1,5 y 3.1 canales')).toEqual(['1.5', '3.1', 'canal']);
  });

  it.each(['55"', "55''", '55 pulgadas', '55 pulg', '55”'])('reads the screen %s as 55', (size) => {
    expect(terms(`Televisor ${size}`)).toEqual(['televisor', '55']);
  });

  it('leaves sizes and other numbers apart', () => {
    expect(terms('Samsung 55" 120 Hz')).toEqual(['samsung', '55', '120', 'hz']);
  });

  it('splits on marks, keeping a SKU’s parts', () => {
    expect(terms('SAM-TV-CU / 55"')).toEqual(['sam', 'tv', 'cu', '55']);
  });
});

describe('#38: a ton is 12,000 BTU', () => {
  it.each([
    ['1 tonelada', '12000 btu'],
    ['1.5 toneladas', '18000 btu'],
    ['1,5 toneladas', '18000 btu'],
    ['2 ton', '24000 btu'],
    ['3 Toneladas', '36000 btu'],
  ])('%s is %s', (tons, btu) => {
    expect(terms(tons)).toEqual(terms(btu));
  });

  it('property: n tons are n × 12,000 BTU, however the thousands are written', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), (tons) => {
        const btu = tons * BTU_PER_TON;
        const written = [String(btu), btu.toLocaleString('en-US'), btu.toLocaleString('de-DE')];
        for (const text of written) {
          expect(terms(`${text} BTU`)).toEqual(terms(`${String(tons)} toneladas`));
        }
      }),
    );
  });

  it('writes the BTU of a ton only after a number', () => {
    expect(normalizeNumbers('tonelada')).toBe('tonelada');
  });
});

describe('#38: words that say nothing are left out', () => {
  it('keeps «aire» and «ventana» of «aire de ventana»', () => {
    expect(terms('Aire de ventana para la sala')).toEqual(['air', 'ventana', 'sala']);
  });
});

describe('#38: a SKU has one form', () => {
  it('ignores case, dashes and spaces', () => {
    expect(skuKey('sam-tv-cu 55')).toBe(skuKey('SAM-TV-CU-55'));
    expect(skuKey('SAM-TV-CU-55')).toBe('samtvcu55');
  });
});
