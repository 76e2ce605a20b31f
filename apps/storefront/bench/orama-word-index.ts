// The word index on Orama, for decision 018's comparison with MiniSearch: the same documents,
// the same words (core's), the same rules (every word, its synonyms a little below it, typos by
// length, a brand spelled close), as far as Orama's search can say them.
import { count, create, insert, remove, search, type Orama } from '@orama/orama';
import type { QueryWord } from '@vitrina/core';
import {
  FIELD_WEIGHTS,
  fieldTerms,
  SYNONYM_WEIGHT,
  fieldText,
  type WordIndex,
  type WordMatch,
} from '../server/search/word-index.js';

const SCHEMA = {
  name: 'string',
  brand: 'string',
  details: 'string',
  categories: 'string',
  description: 'string',
} as const;
type Schema = typeof SCHEMA;

/** Scores of one Orama search, by product id. */
function scoresOf(
  db: Orama<Schema>,
  term: string,
  options: { tolerance?: number; exact?: boolean; properties?: (keyof Schema)[] },
): Map<number, number> {
  const found = now(
    search(db, {
      term,
      // Every product that matches: Orama keeps a page of `limit`.
      limit: count(db),
      threshold: 1,
      boost: FIELD_WEIGHTS,
      ...options,
    }),
  );
  return new Map(found.hits.map((hit) => [Number(hit.id), hit.score]));
}

/** Orama's answer when its components are synchronous, as these are. */
function now<T>(answer: T | Promise<T>): T {
  if (answer instanceof Promise) throw new Error('Orama answered asynchronously');
  return answer;
}

function add(into: Map<number, number>, from: Map<number, number>, weight = 1) {
  for (const [id, score] of from) into.set(id, (into.get(id) ?? 0) + score * weight);
}

export function createOramaWordIndex(): WordIndex {
  const db = create({
    schema: SCHEMA,
    components: {
      tokenizer: {
        language: 'spanish',
        normalizationCache: new Map(),
        tokenize: fieldTerms,
      },
    },
  });
  const has = new Set<number>();
  return {
    put: (document) => {
      if (has.has(document.id)) now(remove(db, String(document.id)));
      const fields = Object.fromEntries(
        Object.keys(SCHEMA).map((field) => [field, fieldText(document, field)]),
      );
      now(insert(db, { ...fields, id: String(document.id) }));
      has.add(document.id);
    },
    remove: (id) => {
      if (has.delete(id)) now(remove(db, String(id)));
    },
    match: (words: readonly QueryWord[]) => {
      let found: Map<number, WordMatch> | undefined;
      for (const word of words) {
        const scores = scoresOf(db, word.term, {
          tolerance: word.typos,
          exact: word.isNumber,
        });
        if (word.synonyms !== undefined) {
          add(scores, scoresOf(db, word.synonyms, { exact: true }), SYNONYM_WEIGHT);
        }
        if (word.brandTypos > word.typos) {
          add(
            scores,
            scoresOf(db, word.term, { tolerance: word.brandTypos, properties: ['brand'] }),
          );
        }
        const exact = scoresOf(db, word.term, { exact: true });
        const next = new Map<number, WordMatch>();
        for (const [id, score] of scores) {
          const before = found === undefined ? { score: 0, exact: 0 } : found.get(id);
          if (before === undefined) continue;
          next.set(id, {
            score: before.score + score,
            exact: before.exact + Number(exact.has(id)),
          });
        }
        found = next;
      }
      return found ?? new Map();
    },
  };
}
