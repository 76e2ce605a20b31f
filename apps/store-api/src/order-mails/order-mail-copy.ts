import { SHOP_ORDER_MAILS } from '@vitrina/core';

import type { OrderMailId, WooOrderMailId } from './order-mail-triggers.js';

/** A mail's words: a subject and paragraphs with core's placeholders (`fillMailText`). */
export interface OrderMailCopy {
  readonly subject: string;
  readonly paragraphs: readonly string[];
}

/**
 * The embedded store's wording of WooCommerce's own order mails, in Spanish. On a real WooCommerce
 * these are WooCommerce's templates (translated by its language pack, edited by the owner); the
 * shop's link, «Pagar» and signature are the plugin's in both (OrderEmails.php).
 */
const WOO_ORDER_MAILS: Readonly<Record<WooOrderMailId, OrderMailCopy>> = {
  customer_on_hold_order: {
    subject: 'Recibimos tu pedido #{order_number} en {site_title}',
    paragraphs: [
      'Recibimos tu pedido #{order_number}. Queda en espera hasta que confirmemos tu pago de {amount_due}.',
    ],
  },
  customer_processing_order: {
    subject: 'Tu pedido #{order_number} en {site_title} está en proceso',
    paragraphs: [
      'Recibimos tu pedido #{order_number} y lo estamos preparando. Te avisaremos cuando salga a entrega.',
      'Por pagar al recibirlo: {amount_due}.',
    ],
  },
  customer_completed_order: {
    subject: 'Tu pedido #{order_number} en {site_title} está completo',
    paragraphs: ['Entregamos tu pedido #{order_number}. ¡Gracias por tu compra!'],
  },
  customer_failed_order: {
    subject: 'El pago de tu pedido #{order_number} en {site_title} no se completó',
    paragraphs: [
      'La pasarela rechazó el pago de tu pedido #{order_number} y no se cobró nada.',
      'Tu pedido sigue reservado por un tiempo: puedes pagarlo de nuevo ({amount_due}) o elegir otra forma de pago.',
    ],
  },
  customer_cancelled_order: {
    subject: 'Tu pedido #{order_number} en {site_title} fue cancelado',
    paragraphs: [
      'Cancelamos tu pedido #{order_number}. Si ya lo pagaste, te devolvemos el dinero.',
    ],
  },
  customer_refunded_order: {
    subject: 'Te reembolsamos el pedido #{order_number} en {site_title}',
    paragraphs: [
      'Reembolsamos tu pedido #{order_number}. El dinero vuelve por el mismo medio de pago.',
    ],
  },
  customer_partially_refunded_order: {
    subject: 'Te reembolsamos parte del pedido #{order_number} en {site_title}',
    paragraphs: [
      'Reembolsamos parte de tu pedido #{order_number}. El dinero vuelve por el mismo medio de pago.',
    ],
  },
};

/** The words of every customer order mail: WooCommerce's, and the shop's own from core. */
export const ORDER_MAIL_COPY: Readonly<Record<OrderMailId, OrderMailCopy>> = {
  ...WOO_ORDER_MAILS,
  ...SHOP_ORDER_MAILS,
};
