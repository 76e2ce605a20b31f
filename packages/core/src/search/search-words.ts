// How the shop's search reads Spanish: a product's text and a shopper's query go through the same
// steps, so «Aires Acondicionados 12 000 BTU» and «aire acondicionado 12,000 btu» meet.

/** BTU/h in one ton of refrigeration, the unit installers size air conditioners in. */
export const BTU_PER_TON = 12_000;

/** One word as the search keeps it: its comparable form and how it was written. */
export interface SearchWord {
  /** Folded (lower case, no accents) and singular: what the index compares. */
  readonly term: string;
  /** The word as written, in lower case with its accents, to show it back (a correction). */
  readonly surface: string;
}

/**
 * Words that say nothing about a product. A query keeps every other word it has, so «aire de
 * ventana» asks for «aire» and «ventana» only.
 */
const STOP_WORDS = new Set([
  'a',
  'al',
  'con',
  'de',
  'del',
  'e',
  'el',
  'en',
  'la',
  'las',
  'lo',
  'los',
  'o',
  'para',
  'por',
  'sin',
  'su',
  'un',
  'una',
  'unos',
  'unas',
  'y',
  'si',
  'no',
]);

/** Lower case without accents or the tilde (ñ is n), as shoppers often type on a phone. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Numbers written one way: thousands without separators (`12,000`, `12.000`, and `12 000`
 * before `000` or BTU), a decimal comma as a point (`1,5`), BTU split from its number
 * (`12000btu`), tons as the BTU they are (`1.5 toneladas` → `18000 btu`), and a screen's inches
 * as the bare number its size is written with (`55"`, `55 pulgadas` → `55`).
 */
export function normalizeNumbers(text: string): string {
  return text
    .replace(/(\d{1,3}) (?=000\b|\d{3} ?btu)/g, '$1')
    .replace(
      /\b(\d{1,3})((?:[.,]\d{3})+)(?!\d|[.,]\d)/g,
      (_, head: string, groups: string) => `${head}${groups.replace(/[.,]/g, '')}`,
    )
    .replace(/(\d),(\d{1,2})(?!\d)/g, '$1.$2')
    .replace(
      /(\d+(?:\.\d+)?) ?(?:toneladas?|tons?)\b/g,
      (_, tons: string) => `${String(Math.round(Number(tons) * BTU_PER_TON))} btu`,
    )
    .replace(/(\d) ?btus?(?:\/h)?\b/g, '$1 btu')
    .replace(/(\d) ?(?:pulgadas?\b|pulg\b|''|["”″])/g, '$1 ');
}

/**
 * A word in the singular, roughly as Spanish forms plurals: `-s` after a vowel, `-es` after a
 * consonant, `-ces` for `-z` (so a word in `-ce` ends in `z` too). Both forms of a word end up the same (`aire`/`aires` → `air`,
 * `televisor`/`televisores` → `televisor`); the result is a key to compare, not a word to show.
 */
export function singular(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let stem = word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
  if (stem.endsWith('ce')) stem = `${stem.slice(0, -2)}z`;
  if (stem.length > 3 && /[rlnd]e$/.test(stem)) stem = stem.slice(0, -1);
  return stem;
}

/** A word of the text as the index and the query compare it. */
export function termOf(word: string): string {
  return singular(foldText(word));
}

/**
 * The words of a product's text or a shopper's query, in order: numbers normalised, split on
 * anything but letters, digits and a decimal point, the words that say nothing left out.
 */
export function searchWords(text: string): SearchWord[] {
  const words = normalizeNumbers(text.toLocaleLowerCase('es-DO'))
    .split(/[^\p{L}\p{N}.]+|(?<!\d)\.|\.(?!\d)/u)
    .filter((word) => word !== '');
  return words.flatMap((surface) =>
    STOP_WORDS.has(foldText(surface)) ? [] : [{ term: termOf(surface), surface }],
  );
}

/** A SKU as typed or printed, in one form: `sam-tv-cu 55` and `SAM-TV-CU-55` are `samtvcu55`. */
export function skuKey(text: string): string {
  return foldText(text).replace(/[^a-z0-9]/g, '');
}
