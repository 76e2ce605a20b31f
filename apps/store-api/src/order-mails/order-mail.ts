import {
  amountDue,
  fillMailText,
  formatChangeDeadline,
  formatMoney,
  formatSlotDate,
  minutesLeftToPay,
  orderMailAction,
  parseWooPrice,
  paymentDueOnline,
} from '@vitrina/core';

import { storefrontLink } from '../account/account-emails.js';
import type { OrderView } from '../orders/order-view.js';
import type { OutgoingEmail } from '../outbox/outbox.js';
import { shopEmail, type MailingShop } from '../outbox/shop-email.js';
import { ORDER_MAIL_COPY } from './order-mail-copy.js';
import type { OrderMailId } from './order-mail-triggers.js';

/** What every order mail is written with besides its order. */
export interface OrderMailContext {
  shop: MailingShop;
  storefrontUrl: string;
  /** «Mantener inventario» in minutes, and the instant: the reminder counts what is left. */
  holdMinutes: number;
  nowMs: number;
}

const metaText = (view: OrderView, key: string): string => {
  const value = view.meta_data.find((entry) => entry.key === key)?.value;
  return typeof value === 'string' ? value : '';
};

const moneyOrBlank = (cents: number): string => (cents > 0 ? formatMoney(cents) : '');

/** The values an order mail's placeholders take (core's SHOP_ORDER_MAILS names them). */
function mailValues(view: OrderView, context: OrderMailContext): Record<string, string> {
  const totalCents = parseWooPrice(view.total) ?? 0;
  const depositCents = parseWooPrice(metaText(view, 'deposit_amount'));
  const date = metaText(view, 'delivery_date');
  const schedule = metaText(view, 'schedule');
  const due = amountDue({
    status: view.status,
    date_paid: view.date_paid,
    totalCents,
    depositCents,
  });
  return {
    site_title: context.shop.name,
    order_number: view.number,
    amount_due: moneyOrBlank(due),
    deposit_paid: view.status === 'partially-paid' ? moneyOrBlank(depositCents ?? 0) : '',
    balance: view.status === 'partially-paid' ? moneyOrBlank(due) : '',
    delivery: date === '' ? '' : [formatSlotDate(date), schedule].filter(Boolean).join(' · '),
    minutes_left: String(
      minutesLeftToPay(Date.parse(`${view.date_created_gmt}Z`), context.holdMinutes, context.nowMs),
    ),
    change_until:
      view.change_until === null ? '' : formatChangeDeadline(Date.parse(view.change_until)),
  };
}

/**
 * One customer order mail, to the order's billing e-mail: its words with the order's values, the
 * shop's signature, and one button to the order's page in the shop (`/pedido-confirmado` with its
 * id and key), labelled «Pagar» (or «Pagar el saldo») while a payment is due online there.
 */
export function orderEmail(
  id: OrderMailId,
  view: OrderView,
  context: OrderMailContext,
): OutgoingEmail {
  const copy = ORDER_MAIL_COPY[id];
  const values = mailValues(view, context);
  const paragraphs = copy.paragraphs
    .map((paragraph) => fillMailText(paragraph, values))
    .filter((paragraph) => paragraph !== null);
  return shopEmail(context.shop, {
    to: view.billing.email,
    subject: fillMailText(copy.subject, values) ?? copy.subject,
    paragraphs,
    action: {
      label: orderMailAction(paymentDueOnline(view)),
      href: storefrontLink(context.storefrontUrl, '/pedido-confirmado', {
        order_id: String(view.id),
        key: view.order_key,
      }),
    },
    emailId: id,
  });
}
