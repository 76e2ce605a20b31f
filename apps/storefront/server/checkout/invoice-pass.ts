import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WcOrder } from '@vitrina/api-client/orders';

/** How long a pass opens its invoice: a day, enough to read, print or save it. */
export const INVOICE_PASS_TTL_MS = 24 * 3_600_000;

const PASS_PATTERN = /^([0-9]{1,12})\.([\w-]{43})$/;

/**
 * Passes to one order's invoice, given to whoever tracks the order by its number and e-mail
 * (`/rastrear-pedido`). The order's key is never handed out there: it also opens the
 * confirmation page (the delivery address) and changes how a pending order is paid, more than a
 * number and an e-mail prove. A pass is `<expiry>.<HMAC>` over the order's id and key, signed
 * with a secret only the shop server holds; it reads the invoice without the buyer's name, e-mail,
 * phone or address (D5), and nothing else.
 */
export function invoicePasses(secret: string, now: () => number = Date.now) {
  const signature = (order: WcOrder, expires: string) =>
    createHmac('sha256', secret)
      .update(`factura:${String(order.id)}:${expires}:${order.order_key}`)
      .digest();

  return {
    /** A pass to `order`'s invoice, good for {@link INVOICE_PASS_TTL_MS}. */
    issue(order: WcOrder): string {
      const expires = String(Math.ceil((now() + INVOICE_PASS_TTL_MS) / 1000));
      return `${expires}.${signature(order, expires).toString('base64url')}`;
    },
    /** Whether `pass` opens `order`'s invoice now, checked in constant time. */
    admits(order: WcOrder, pass: string): boolean {
      const parts = PASS_PATTERN.exec(pass);
      if (parts === null || order.order_key === '') return false;
      const [, expires = '', given = ''] = parts;
      // Compared as the text issued: base64's last character carries two padding bits, and a
      // decoder would take both of its spellings for the same signature.
      const expected = Buffer.from(signature(order, expires).toString('base64url'));
      const genuine = timingSafeEqual(Buffer.from(given), expected);
      return genuine && Number(expires) * 1000 > now();
    },
  };
}

export type InvoicePasses = ReturnType<typeof invoicePasses>;
