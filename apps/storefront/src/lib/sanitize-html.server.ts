import { sanitizeWith } from './sanitize-html';

let purifier: Promise<(html: string) => string> | undefined;

/** Server side of {@link sanitizeWith}: DOMPurify over one jsdom window, created on first use. */
export function sanitizeHtml(html: string): Promise<string> {
  purifier ??= Promise.all([import('jsdom'), import('dompurify')]).then(([{ JSDOM }, purify]) => {
    const instance = purify.default(new JSDOM('').window);
    return (input: string) => sanitizeWith(instance, input);
  });
  return purifier.then((sanitize) => sanitize(html));
}
