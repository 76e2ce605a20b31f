const named: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00A0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
};

/**
 * Turns a WordPress `name`/`title.rendered` into plain text (I1): character references are
 * decoded, markup is left as the literal characters it is, and React renders the result as
 * text, so `<img onerror=…>` shows as those characters and never becomes an element. Works the
 * same on the server and in the browser (no DOM).
 */
export function decodeTitle(title: string): string {
  return title.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isInteger(code) &&
        code > 0 &&
        code <= 0x10ffff &&
        !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : entity;
    }
    return named[body.toLowerCase()] ?? entity;
  });
}
