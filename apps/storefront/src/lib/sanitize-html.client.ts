import DOMPurify from 'dompurify';
import { sanitizeWith } from './sanitize-html';

/** Browser side of {@link sanitizeWith}; imported lazily by the pages that show WordPress HTML. */
export function sanitizeHtml(html: string): string {
  return sanitizeWith(DOMPurify, html);
}
