import { termOf } from './search-words.js';

/**
 * Words a Dominican shopper uses for the same thing. A query word finds products that name any
 * word of its group (a little below the word itself). To add one, write it as shoppers do, one
 * word per entry, in the group it belongs to, or as a new group; plurals, accents and case need
 * no entry of their own.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['nevera', 'refrigerador', 'refrigeradora', 'frigorífico', 'heladera'],
  ['estufa', 'cocina'],
  ['aire', 'split', 'minisplit', 'inverter', 'acondicionador', 'climatizador'],
  ['tele', 'televisor', 'televisión', 'tv'],
  ['bocina', 'parlante', 'altavoz', 'speaker'],
  ['audífono', 'auricular', 'headphone'],
  ['calentador', 'boiler'],
  ['lavadora', 'lavarropa'],
  ['microondas', 'micro'],
  ['abanico', 'ventilador'],
];

/** Each word's group, by the word's search term. */
const groupOf = new Map<string, readonly string[]>(
  SEARCH_SYNONYMS.flatMap((group) => {
    const terms = [...new Set(group.map(termOf))];
    return terms.map((term) => [term, terms] as const);
  }),
);

/** The other search terms of `term`'s group of synonyms; none when it has no group. */
export function synonymsOf(term: string): string[] {
  return (groupOf.get(term) ?? []).filter((other) => other !== term);
}
