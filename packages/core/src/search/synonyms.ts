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

/** Each word's group, by the word's search term: the group's key. */
const groupOf = new Map<string, string>(
  SEARCH_SYNONYMS.flatMap((group) => {
    const terms = group.map(termOf);
    const key = `sinonimo:${terms[0] ?? ''}`;
    return terms.map((term) => [term, key] as const);
  }),
);

/**
 * The key of `term`'s group of synonyms, the same for every word of the group (a product is
 * indexed under it once, whichever of them it names); none for a word outside the list.
 */
export function synonymGroupOf(term: string): string | undefined {
  return groupOf.get(term);
}
