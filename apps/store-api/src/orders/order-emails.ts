import { formatMoney } from '@vitrina/core';

import type { OutgoingEmail } from '../outbox/outbox.js';

/** The confirmation sent to the billing e-mail once an order exists. */
export function orderConfirmationEmail(
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
