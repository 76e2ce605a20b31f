import { searchWords, type QueryWord } from '@vitrina/core';
import MiniSearch, { type Query } from 'minisearch';
import type { SearchDocument } from './search-document.js';

/** How well a product matches a query. */
export interface WordMatch {
  /** BM25 over the weighted fields. */
  readonly score: number;
  /** How many of the query's words it holds as typed (give or take accents and plural). */
  readonly exact: number;
}

/** The products' words, and which products a query's words find, with how well (issue 38). */
export interface WordIndex {
  /** Adds a product, or replaces what the index had of it. */
  put: (document: SearchDocument) => void;
  remove: (id: number) => void;
  /** The products holding every word of the query (or a synonym, or it with a typo). */
  match: (words: readonly QueryWord[]) => Map<number, WordMatch>;
}

/**
 * How much a word weighs by where it is: the name most, then the brand, options and SKU, the
 * categories, and the description least.
 */
export const FIELD_WEIGHTS = {
  name: 4,
  brand: 3,
  options: 2,
  sku: 2,
  categories: 1.5,
  description: 0.4,
} as const satisfies Record<Exclude<keyof SearchDocument, 'id'>, number>;

/** A synonym counts a little less than the word typed. */
export const SYNONYM_WEIGHT = 0.6;

const FIELDS = Object.keys(FIELD_WEIGHTS);
const asIs = (term: string) => term;

/** The query tree of one word: itself (with its typos, and as the start of a longer word), its synonyms, a brand spelled close. */
function wordQuery(word: QueryWord): Query {
  // A number is whole: `12000` is not the start of `120000`.
  const prefix = !word.isNumber && word.term.length >= 3;
  const variants: Query[] = [
    { combineWith: 'OR', queries: [word.term], prefix, fuzzy: word.typos || false },
  ];
  if (word.synonyms.length > 0) {
    variants.push({
      combineWith: 'OR',
      queries: [...word.synonyms],
      prefix: false,
      fuzzy: false,
      boostTerm: () => SYNONYM_WEIGHT,
    });
  }
  if (word.brandTypos > word.typos) {
    variants.push({
      combineWith: 'OR',
      queries: [word.term],
      fields: ['brand'],
      prefix: false,
      fuzzy: word.brandTypos,
    });
  }
  return { combineWith: 'OR', queries: variants };
}

/** The word index on MiniSearch (decision 017): BM25 over weighted fields, typos by edit distance. */
export function createWordIndex(): WordIndex {
  const index = new MiniSearch<SearchDocument>({
    fields: FIELDS,
    tokenize: (text) => searchWords(text).map((word) => word.term),
    processTerm: asIs,
    searchOptions: {
      tokenize: (term) => [term],
      processTerm: asIs,
      boost: FIELD_WEIGHTS,
      weights: { fuzzy: 0.45, prefix: 0.3 },
    },
  });
  return {
    put: (document) => {
      if (index.has(document.id)) index.replace(document);
      else index.add(document);
    },
    remove: (id) => {
      if (index.has(id)) index.discard(id);
    },
    match: (words) => {
      if (words.length === 0) return new Map();
      const query: Query = {
        combineWith: 'AND',
        queries: words.map(wordQuery),
      };
      return new Map(
        index.search(query).map((result) => {
          const exact = words.filter((word) => Object.hasOwn(result.match, word.term)).length;
          return [result.id as number, { score: result.score, exact }] as const;
        }),
      );
    },
  };
}
