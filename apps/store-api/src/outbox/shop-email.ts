import { shopSignature } from '@vitrina/core';

import { escapeHtml } from '../escape-html.js';
import type { OutgoingEmail } from './outbox.js';

/** What a customer mail says of the shop: who writes, and where it is. */
export interface MailingShop {
  readonly name: string;
  readonly street: string;
  readonly city: string;
}

/** A customer mail's parts; the shop's signature is added to every one. */
export interface ShopEmailParts {
  to: string;
  subject: string;
  paragraphs: readonly string[];
  /** The one button, to the shop (C5: always the configured storefront). */
  action?: { label: string; href: string } | undefined;
  /** WooCommerce's id of the same mail (`customer_processing_order`…), for order mails. */
  emailId?: string;
}

/**
 * A mail to a customer, in text and HTML, signed with the shop's configured name and address
 * (`SHOP_NAME`, `SHOP_STREET`, `SHOP_CITY`): never «Vitrina» when the shop is called otherwise.
 */
export function shopEmail(shop: MailingShop, parts: ShopEmailParts): OutgoingEmail {
  const { action } = parts;
  const signature = shopSignature(shop);
  const text = [
    ...parts.paragraphs,
    ...(action ? [`${action.label}: ${action.href}`] : []),
    signature.join('\n'),
  ].join('\n\n');
  const html = [
    ...parts.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(action
      ? [`<p><a href="${escapeHtml(action.href)}">${escapeHtml(action.label)}</a></p>`]
      : []),
    `<p>${signature.map(escapeHtml).join('<br>')}</p>`,
  ].join('\n');
  return {
    to: parts.to,
    subject: parts.subject,
    text,
    html,
    links: action ? [action.href] : [],
    ...(parts.emailId === undefined ? {} : { email_id: parts.emailId }),
  };
}
