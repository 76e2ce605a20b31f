import type { WcProduct } from '@vitrina/api-client/products';
import { readQuery, searchWords, skuKey, type QueryWord } from '@vitrina/core';
import SearchableMap from 'minisearch/SearchableMap';
import type { SearchAnswer, SearchFilters } from '../../src/lib/shop-api/search.js';
import { toSearchEntry, type IndexedProduct } from './search-document.js';
import { createWordIndex, type WordIndex, type WordMatch } from './word-index.js';
import { categoriesOf, filtered, pageInOrder, scored } from './search-results.js';

/** A word the catalogue holds: how it was first written, and in how many products. */
type KnownWord = { surface: string; products: number };

/** The published catalogue, searchable: the products, their words and SKUs (issue 38). */
export interface CatalogueIndex {
  /** Adds a published product, or replaces what the index had of it. */
  put: (product: WcProduct) => void;
  remove: (id: number) => void;
  has: (id: number) => boolean;
  readonly size: number;
  search: (filters: SearchFilters) => SearchAnswer;
}

type Matches = Map<number, WordMatch>;

/** A SKU typed whole: above anything the words find. */
const SKU_MATCH: WordMatch = { score: Infinity, exact: Infinity };

export function createCatalogueIndex(words: WordIndex = createWordIndex()): CatalogueIndex {
  const products = new Map<number, IndexedProduct>();
  const bySku = new Map<string, number>();
  const vocabulary = new SearchableMap<KnownWord>();

  function learn(text: string): void {
    for (const { term, surface } of searchWords(text)) {
      const known = vocabulary.get(term);
      if (known) known.products += 1;
      else vocabulary.set(term, { surface, products: 1 });
    }
  }

  /**
   * The products matching the query's words, and a SKU typed whole; every product for a query
   * of no words (an empty one, or only words that say nothing).
   */
  function match(query: string, read: readonly QueryWord[]): Matches {
    const found = read.length === 0 ? allProducts() : words.match(read);
    const sku = bySku.get(skuKey(query));
    if (sku !== undefined && products.has(sku)) found.set(sku, SKU_MATCH);
    return found;
  }

  const allProducts = (): Matches =>
    new Map([...products.keys()].map((id) => [id, { score: 1, exact: 0 }]));

  /** The closest word the catalogue holds, within the letters a correction may change. */
  function closest(word: QueryWord): QueryWord | undefined {
    if (word.correctable === 0 || vocabulary.has(word.term)) return undefined;
    let best: { term: string; known: KnownWord; distance: number } | undefined;
    for (const [term, [known, distance]] of vocabulary.fuzzyGet(word.term, word.correctable)) {
      if (
        best === undefined ||
        distance < best.distance ||
        (distance === best.distance && known.products > best.known.products)
      ) {
        best = { term, known, distance };
      }
    }
    return best && readQuery(best.known.surface)[0];
  }

  /** «Quizás quisiste decir …»: the query with its unknown words corrected, if that finds products. */
  function correction(read: readonly QueryWord[]): string | null {
    const corrected = read.map((word) => closest(word) ?? word);
    if (corrected.every((word, position) => word === read[position])) return null;
    if (words.match(corrected).size === 0) return null;
    return corrected.map((word) => word.surface).join(' ');
  }

  return {
    put: (product) => {
      const { document, product: indexed } = toSearchEntry(product);
      const before = products.get(product.id);
      if (before?.skuKey) bySku.delete(before.skuKey);
      products.set(product.id, indexed);
      if (indexed.skuKey !== '') bySku.set(indexed.skuKey, product.id);
      words.put(document);
      learn(`${document.name} ${document.brand} ${document.options} ${document.categories}`);
    },
    remove: (id) => {
      const before = products.get(id);
      if (before === undefined) return;
      if (bySku.get(before.skuKey) === id) bySku.delete(before.skuKey);
      products.delete(id);
      words.remove(id);
    },
    has: (id) => products.has(id),
    get size() {
      return products.size;
    },
    search: (filters) => {
      const read = readQuery(filters.q);
      const found = match(filters.q, read);
      const all = scored(found, products);
      const shown = filtered(all, filters);
      const start = (filters.page - 1) * filters.por_pagina;
      return {
        items: pageInOrder(shown, filters.orden, start, filters.por_pagina).map(
          (product) => product.summary,
        ),
        total: shown.length,
        totalPages: Math.ceil(shown.length / filters.por_pagina),
        categories: categoriesOf(all),
        correction: found.size === 0 && read.length > 0 ? correction(read) : null,
      };
    },
  };
}
