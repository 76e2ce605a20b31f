/** Longest page title put in structured data (spec §9), in characters as people count them. */
const STRUCTURED_DATA_TITLE_MAX = 110;

const words = new Intl.Segmenter('es', { granularity: 'word' });
const graphemes = new Intl.Segmenter('es', { granularity: 'grapheme' });

function graphemeCount(text: string): number {
  return [...graphemes.segment(text)].length;
}

/**
 * Shortens `title` to at most `max` characters (grapheme clusters: an emoji, a flag or `é`
 * written as `e` + accent each count once) for structured data.
 *
 * A title that fits is returned unchanged. Otherwise it is cut at the last word boundary that
 * fits, and trailing spaces are dropped, so no word, surrogate pair or grapheme cluster is ever
 * split. Only a first word longer than `max` on its own is cut, between grapheme clusters.
 */
export function truncateTitle(title: string, max: number = STRUCTURED_DATA_TITLE_MAX): string {
  if (graphemeCount(title) <= max) return title;
  let kept = '';
  let length = 0;
  for (const { segment } of words.segment(title)) {
    const segmentLength = graphemeCount(segment);
    if (length + segmentLength > max) break;
    kept += segment;
    length += segmentLength;
  }
  const trimmed = kept.trimEnd();
  if (trimmed !== '') return trimmed;
  let cut = '';
  let count = 0;
  for (const { segment } of graphemes.segment(title)) {
    if (count === max) break;
    cut += segment;
    count += 1;
  }
  return cut;
}
