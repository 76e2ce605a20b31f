import { searchWords, synonymGroupOf, type QueryWord } from '@vitrina/core';
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
 * Where a word is, and how much it weighs there: the name most, then the brand, the options
 * and SKU, the categories, and the description least.
 */
export const FIELD_WEIGHTS = {
  name: 4,
  brand: 3,
  details: 2,
  categories: 1.5,
  description: 0.4,
} as const;

/** A synonym counts a little less than the word typed. */
export const SYNONYM_WEIGHT = 0.6;
type Field = keyof typeof FIELD_WEIGHTS;

const FIELDS = Object.keys(FIELD_WEIGHTS);

/** A field's text, as the product's document holds it. */
export function fieldText(document: SearchDocument, field: string): string {
  switch (field as Field) {
    case 'name':
      return document.name;
    case 'categories':
      return document.categories;
    case 'brand':
      return document.brand;
    case 'details':
      return `${document.options} ${document.sku}`;
    case 'description':
      return document.description;
  }
}

/**
 * A field's terms: its words, each word of a group of synonyms also as its group's key, where
 * it is. A query's word then finds its synonyms in one look-up, weighed by where they are.
 */
export function fieldTerms(text: string): string[] {
  return searchWords(text).flatMap(({ term }) => {
    const group = synonymGroupOf(term);
    return group === undefined ? [term] : [term, group];
  });
}

const asIs = (term: string) => term;

/**
 * The query tree of one word: itself (with its typos, and as the start of a longer word), its
 * group of synonyms, a brand spelled close.
 */
function wordQuery(word: QueryWord): Query {
  // A number is whole: `12000` is not the start of `120000`.
  const prefix = !word.isNumber && word.term.length >= 3;
  const variants: Query[] = [
    { combineWith: 'OR', queries: [word.term], prefix, fuzzy: word.typos || false },
  ];
  if (word.synonyms !== undefined) {
    variants.push({
      combineWith: 'OR',
      queries: [word.synonyms],
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

/**
 * The word index on MiniSearch (decision 018): BM25 over weighted fields, typos by edit distance.
 * A query's words are matched one at a time, the rarest first, each next one scored only on the
 * products the ones before found: a common word («aire» in a shop of air conditioners) then
 * costs what its few candidates cost, not its thousands of products.
 */
export function createWordIndex(): WordIndex {
  /** The terms of the product being put, gathered as MiniSearch reads its fields. */
  let termsPut = new Set<string>();
  const index = new MiniSearch<SearchDocument>({
    fields: FIELDS,
    extractField: (document, field) => (field === 'id' ? document.id : fieldText(document, field)),
    tokenize: (text) => {
      const terms = fieldTerms(text);
      for (const term of terms) termsPut.add(term);
      return terms;
    },
    processTerm: asIs,
    searchOptions: {
      tokenize: (term) => [term],
      processTerm: asIs,
      boost: FIELD_WEIGHTS,
      weights: { fuzzy: 0.45, prefix: 0.3 },
    },
  });
  /**
   * In how many products each term was put: how rare a word is. Never lowered (a product
   * removed or put again keeps its count): an estimate for the order, which the next full read
   * of the catalogue sets right.
   */
  const products = new Map<string, number>();
  const countOf = (term: string) => products.get(term) ?? 0;
  const cost = (word: QueryWord) =>
    countOf(word.term) + (word.synonyms === undefined ? 0 : countOf(word.synonyms));

  return {
    put: (document) => {
      termsPut = new Set();
      if (index.has(document.id)) index.replace(document);
      else index.add(document);
      for (const term of termsPut) products.set(term, countOf(term) + 1);
    },
    remove: (id) => {
      if (index.has(id)) index.discard(id);
    },
    match: (words) => {
      let found: Map<number, WordMatch> | undefined;
      for (const word of [...words].sort((a, b) => cost(a) - cost(b))) {
        const before = found;
        const results = index.search(
          wordQuery(word),
          before === undefined ? {} : { boostDocument: (id: number) => Number(before.has(id)) },
        );
        found = new Map();
        for (const result of results) {
          const id = result.id as number;
          const earlier = before?.get(id) ?? { score: 0, exact: 0 };
          found.set(id, {
            score: earlier.score + result.score,
            exact: earlier.exact + Number(Object.hasOwn(result.match, word.term)),
          });
        }
        if (found.size === 0) break;
      }
      return found ?? new Map();
    },
  };
}
