import { itemLinks } from '../http/item-links.js';
import type { ReviewRow } from './review-store.js';

/** The product a review belongs to, as the review names it. */
export interface ReviewedProduct {
  name: string;
  permalink: string;
}

/** The HTML tags WordPress keeps in a comment (`$allowedtags`), `a` with its link only. */
const ALLOWED_TAGS = new Set([
  'a',
  'abbr',
  'acronym',
  'b',
  'blockquote',
  'cite',
  'code',
  'del',
  'em',
  'i',
  'q',
  's',
  'strike',
  'strong',
]);

/**
 * What `wp_filter_kses` leaves of a comment: allowed tags without their attributes (a link keeps
 * an http(s) `href`), every other tag removed with its text kept, as WordPress stores it.
 */
export function filterCommentHtml(html: string): string {
  return html.replace(/<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g, (tag, name: string) => {
    const lower = name.toLowerCase();
    if (!ALLOWED_TAGS.has(lower)) return '';
    if (tag.startsWith('</')) return `</${lower}>`;
    if (lower !== 'a') return `<${lower}>`;
    const href = /\bhref\s*=\s*"(https?:\/\/[^"<>]*)"/i.exec(tag)?.[1];
    return href === undefined ? '<a>' : `<a href="${href}">`;
  });
}

/** WordPress's `wpautop`, for a comment: blank lines part paragraphs, a newline is a `<br />`. */
export function autoParagraphs(text: string): string {
  const paragraphs = text
    .replaceAll('\r\n', '\n')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return paragraphs.map((part) => `<p>${part.replaceAll('\n', '<br />\n')}</p>\n`).join('');
}

/**
 * A review in WooCommerce REST v3's shape. `context` is WordPress's: a read (`view`) gives the
 * text as paragraphs, a write's answer (`edit`) as stored.
 */
export function toWcReview(
  row: ReviewRow,
  product: ReviewedProduct,
  storeOrigin: string,
  context: 'view' | 'edit',
) {
  return {
    id: row.id,
    date_created: row.date_created,
    date_created_gmt: row.date_created,
    product_id: row.product_id,
    product_name: product.name,
    product_permalink: product.permalink,
    status: row.status,
    reviewer: row.reviewer,
    reviewer_email: row.reviewer_email,
    review: context === 'view' ? autoParagraphs(row.review) : row.review,
    rating: row.rating,
    verified: row.verified === 1,
    reviewer_avatar_urls: {},
    _links: {
      ...itemLinks(storeOrigin, 'wc/v3/products/reviews', row.id),
      up: [{ href: `${storeOrigin}/wp-json/wc/v3/products/${String(row.product_id)}` }],
    },
  };
}
