import type { DOMPurify } from 'dompurify';

// I2: the only markup WordPress content may keep. Everything else (scripts, iframes, forms,
// styles, event handlers, SVG/MathML) is dropped.
const allowedTags = [
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'a',
  'img',
  'h2',
  'h3',
  'h4',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
const allowedAttributes = ['href', 'src', 'alt'];
const safeUrl = /^(?:https:|http:|mailto:|tel:|\/(?!\/)|#)/i;

const configured = new WeakSet<DOMPurify>();

function configure(purify: DOMPurify): void {
  if (configured.has(purify)) return;
  configured.add(purify);
  purify.addHook('afterSanitizeAttributes', (node) => {
    for (const name of ['href', 'src']) {
      const value = node.getAttribute(name);
      if (value !== null && !safeUrl.test(value.trim())) node.removeAttribute(name);
    }
  });
}

/**
 * Sanitises WordPress HTML with the shop's one allowlist. The same function runs on the server
 * (DOMPurify over jsdom) and in the browser, so both render the same markup.
 */
export function sanitizeWith(purify: DOMPurify, html: string): string {
  configure(purify);
  return purify.sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    ALLOW_DATA_ATTR: false,
  });
}
