import { CONTRACT_SHOP_IDENTITY, CONTRACT_SHOP_URL } from '../../src/seed/shop-identity.js';
import { sentMail, type SentMail, type StoreTarget } from './targets.js';

/** What the contract reads of one order mail, the same on both stores. */
export interface SeenMail {
  /** WooCommerce's id of the mail; the embedded store sends the same ones. */
  id: string | null;
  /** It names the shop as configured, and gives its street and city. */
  shop: boolean;
  address: boolean;
  /** The words of its link to the order's page in the shop, or null when it has none. */
  button: string | null;
}

/** The order's page in the shop, where both stores' mails and gateways send the shopper. */
export function orderPage(order: { id: number; order_key: string }): string {
  return `${CONTRACT_SHOP_URL}/pedido-confirmado?order_id=${String(order.id)}&key=${order.order_key}`;
}

const escaped = (text: string): string => text.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The words that link to `page` in a mail: the text of an HTML link (`<a href="…">Pagar</a>`,
 * WooCommerce's) or the label before it in plain text (`Pagar: …`, the embedded store's).
 */
function buttonTo(text: string, page: string): string | null {
  const html = new RegExp(`<a[^>]*href="${escaped(page)}"[^>]*>\\s*([^<]+?)\\s*</a>`).exec(text);
  const plain = new RegExp(`(?:^|\\n)([^\\n]+?): ${escaped(page)}(?:\\s|$)`).exec(text);
  return html?.[1] ?? plain?.[1] ?? null;
}

/** One mail as the contract reads it, for the order whose page is `page`. */
export function seenMail(mail: SentMail, page: string): SeenMail {
  const text = mail.text.replaceAll(/&(amp|#0?38);/g, '&');
  const { name, street, city } = CONTRACT_SHOP_IDENTITY;
  return {
    id: mail.email_id ?? null,
    shop: text.includes(name),
    address: text.includes(street) && text.includes(city),
    button: buttonTo(text, page),
  };
}

/** A customer's inbox at one store: each look answers the mails that came since the last. */
export function inbox(store: StoreTarget, email: string) {
  let seen = 0;
  return {
    async since(page: string): Promise<SeenMail[]> {
      const mails = (await sentMail(store)).filter((mail) => mail.to === email);
      const fresh = mails.slice(seen);
      seen = mails.length;
      return fresh.map((mail) => seenMail(mail, page));
    },
  };
}
