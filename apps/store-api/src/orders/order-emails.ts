import { formatMoney, parseWooPrice } from '@vitrina/core';

import { storefrontLink } from '../account/account-emails.js';
import type { OutgoingEmail } from '../outbox/outbox.js';
import type { OrderView } from './order-view.js';

/** The confirmation sent to the billing e-mail once an order exists. */
function orderConfirmationEmail(
  to: string,
  order: { id: number; totalCents: number; paymentTitle: string },
  link: string,
): OutgoingEmail {
  const lines = [
    `Recibimos tu pedido #${order.id} por ${formatMoney(order.totalCents)}.`,
    `Método de pago: ${order.paymentTitle}. Te avisaremos cuando salga hacia tu dirección.`,
  ];
  return {
    to,
    subject: `Vitrina: recibimos tu pedido #${order.id}`,
    text: [...lines, `Ver tu pedido: ${link}`].join('\n\n'),
    html: [
      ...lines.map((line) => `<p>${line}</p>`),
      `<p><a href="${link}">Ver tu pedido</a></p>`,
    ].join('\n'),
    links: [link],
  };
}

/** The confirmation of an order just placed, linking to its page in the shop. */
export function placedOrderEmail(
  storefrontUrl: string,
  orderId: number,
  view: OrderView,
): OutgoingEmail {
  return orderConfirmationEmail(
    view.billing.email,
    {
      id: orderId,
      totalCents: parseWooPrice(view.total) ?? 0,
      paymentTitle: view.payment_method_title,
    },
    storefrontLink(storefrontUrl, '/pedido-confirmado', {
      order_id: String(orderId),
      key: view.order_key,
    }),
  );
}
