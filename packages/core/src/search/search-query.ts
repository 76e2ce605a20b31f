import { searchWords, type SearchWord } from './search-words.js';
import { synonymGroupOf } from './synonyms.js';

/** A word of the shopper's query with what the search forgives and widens it to. */
export interface QueryWord extends SearchWord {
  /** The key of its group of synonyms (`synonymGroupOf`), if it is in one. */
  readonly synonyms: string | undefined;
  /** Letters that may be wrong, added or missing and still match (a typo). */
  readonly typos: number;
  /** Letters that may be wrong in a brand's name. */
  readonly brandTypos: number;
  /** Letters a «Quizás quisiste decir …» may change in it. */
  readonly correctable: number;
  /** A number (a capacity, a size): matched exactly, never as a typo of another. */
  readonly isNumber: boolean;
}

const isNumber = (term: string) => /^\d+(?:\.\d+)?$/.test(term);

/**
 * Typos forgiven in a word: none under five letters (too many words lie one letter apart),
 * one up to seven letters, two from eight; none in a number, where `12000` is not `18000`.
 */
export function typosForgiven(term: string): number {
  if (isNumber(term) || term.length < 5) return 0;
  return term.length < 8 ? 1 : 2;
}

/**
 * Typos forgiven in a brand's name, which are few and short: one from four letters, two from
 * six (`soni`, `smasung`).
 */
export function brandTyposForgiven(term: string): number {
  if (isNumber(term) || term.length < 4) return 0;
  return term.length < 6 ? 1 : 2;
}

/** The shopper's query, word by word: what each matches besides itself. */
export function readQuery(text: string): QueryWord[] {
  return searchWords(text).map((word) => {
    const number = isNumber(word.term);
    const typos = typosForgiven(word.term);
    return {
      ...word,
      synonyms: synonymGroupOf(word.term),
      typos,
      brandTypos: brandTyposForgiven(word.term),
      correctable: number || word.term.length < 3 ? 0 : typos + 1,
      isNumber: number,
    };
  });
}
