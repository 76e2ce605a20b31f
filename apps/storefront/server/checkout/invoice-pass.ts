import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WcOrder } from '@vitrina/api-client/orders';

/** How long a pass opens its invoice: a day, enough to read, print or save it. */
export const INVOICE_PASS_TTL_MS = 24 * 3_600_000;
/** How long a tracking page may cancel or move its order: an hour of reading it. */
export const CHANGE_PASS_TTL_MS = 3_600_000;

const PASS_PATTERN = /^([0-9]{1,12})\.([\w-]{43})$/;

/**
 * Passes to one order, given to whoever tracks it by its number and e-mail (`/rastrear-pedido`),
 * each good for one `purpose` only. The order's key is never handed out there: it also opens the
 * confirmation page (the delivery address) and changes how a pending order is paid, more than a
 * number and an e-mail prove. A pass is `<expiry>.<HMAC>` over the purpose, the order's id and its
 * key, signed with a secret only the shop server holds, so a pass of one purpose opens nothing
 * else and a pass dies with the order's key.
 */
function orderPasses(secret: string, purpose: string, ttlMs: number, now: () => number) {
  const signature = (order: WcOrder, expires: string) =>
    createHmac('sha256', secret)
      .update(`${purpose}:${String(order.id)}:${expires}:${order.order_key}`)
      .digest();

  return {
    /** A pass to `order` for this purpose, good for `ttlMs`. */
    issue(order: WcOrder): string {
      const expires = String(Math.ceil((now() + ttlMs) / 1000));
      return `${expires}.${signature(order, expires).toString('base64url')}`;
    },
    /** Whether `pass` opens `order` for this purpose now, checked in constant time. */
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

export type OrderPasses = ReturnType<typeof orderPasses>;
export type InvoicePasses = OrderPasses;

/** Passes that read an order's invoice without the buyer's name, e-mail, phone or address (D5). */
export const invoicePasses = (secret: string, now: () => number = Date.now): OrderPasses =>
  orderPasses(secret, 'factura', INVOICE_PASS_TTL_MS, now);

/**
 * Passes that cancel or move an order from its tracking page (issue 37): what the number and the
 * e-mail, under tracking's guessing limits (K5), already show, and nothing more.
 */
export const changePasses = (secret: string, now: () => number = Date.now): OrderPasses =>
  orderPasses(secret, 'cambios', CHANGE_PASS_TTL_MS, now);
