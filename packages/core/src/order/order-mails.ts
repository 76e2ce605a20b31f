import type { PaymentDue } from './pay-later.js';

/**
 * One of the order mails the shop adds to WooCommerce's own (processing, on hold, failed,
 * completed, cancelled, refunded). `subject` and `heading` take WooCommerce's placeholders
 * `{site_title}` (the shop's name) and `{order_number}`; a paragraph takes the order's own
 * (`{amount_due}`, `{deposit_paid}`, `{balance}`, `{delivery}`, `{minutes_left}`, `{change_until}`:
 * core's `formatChangeDeadline` of the owner's limit) and is left out when one it names is empty.
 */
export interface ShopOrderMail {
  /** Its name in WooCommerce → Ajustes → Correos electrónicos. */
  readonly title: string;
  /** What the owner reads under it there: when it goes out. */
  readonly description: string;
  readonly subject: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

/**
 * The shop's own order mails, written once for both stores: the embedded store sends them to its
 * outbox, the plugin as `WC_Email` classes an owner edits and turns on or off like WooCommerce's
 * (its data/orders.json). Their ids are the plugin's e-mail ids (decision 019).
 */
export const SHOP_ORDER_MAILS = {
  vitrina_order_received: {
    title: 'Pedido recibido, pendiente de pago',
    description:
      'Se envía al cliente cuando hace un pedido que se paga con tarjeta en la página de la pasarela, con el enlace para pagarlo.',
    subject: 'Recibimos tu pedido #{order_number} en {site_title}',
    heading: 'Recibimos tu pedido',
    paragraphs: [
      'Tu pedido #{order_number} está reservado mientras lo pagas. Por pagar ahora: {amount_due}.',
      'Si se queda sin pagar, se anula solo al vencer la reserva y no se cobra nada.',
    ],
  },
  vitrina_payment_reminder: {
    title: 'Pedido por vencer sin pagar',
    description:
      'Se envía una vez al cliente cuando su pedido lleva la mitad de la reserva sin pagarse («Mantener inventario»), con el enlace para pagarlo.',
    subject: 'Tu pedido #{order_number} en {site_title} vence pronto',
    heading: 'Tu pedido vence pronto',
    paragraphs: [
      'Tu pedido #{order_number} aún espera su pago de {amount_due}.',
      'Si no se paga en los próximos {minutes_left} minutos, lo anulamos y liberamos lo que tenía reservado.',
    ],
  },
  vitrina_balance_due: {
    title: 'Abono recibido, saldo pendiente',
    description:
      'Se envía al cliente cuando paga el abono de un pedido, con el saldo que falta y el enlace para pagarlo.',
    subject: 'Recibimos tu abono del pedido #{order_number} en {site_title}',
    heading: 'Recibimos tu abono',
    paragraphs: [
      'Recibimos tu abono de {deposit_paid} para el pedido #{order_number}.',
      'Saldo por pagar: {balance}. Puedes pagarlo en línea antes de la entrega.',
    ],
  },
  vitrina_out_for_delivery: {
    title: 'Pedido en camino',
    description:
      'Se envía al cliente cuando el pedido sale a entrega («Salió a entrega» en la lista de entregas).',
    subject: 'Tu pedido #{order_number} de {site_title} salió a entrega',
    heading: 'Tu pedido va en camino',
    paragraphs: [
      'Tu pedido #{order_number} salió hacia tu dirección.',
      'Llega en tu ventana de entrega: {delivery}.',
      'Si pagas al recibir, ten a mano el monto: {amount_due}.',
    ],
  },
  vitrina_order_rescheduled: {
    title: 'Entrega cambiada de horario',
    description:
      'Se envía al cliente cuando su pedido pasa a otro día u horario de entrega, lo cambie él desde la tienda o la tienda por él.',
    subject: 'Nuevo horario de entrega de tu pedido #{order_number} en {site_title}',
    heading: 'Cambiamos tu entrega',
    paragraphs: [
      'Tu pedido #{order_number} tiene nuevo horario de entrega: {delivery}.',
      'Si necesitas otro cambio, puedes hacerlo desde la página de tu pedido hasta el {change_until}.',
    ],
  },
} as const satisfies Record<string, ShopOrderMail>;

export type ShopOrderMailId = keyof typeof SHOP_ORDER_MAILS;

/** The one button every customer order mail ends with, to the order's page in the shop. */
export const ORDER_MAIL_ACTIONS = {
  view: 'Ver tu pedido',
  order: 'Pagar',
  balance: 'Pagar el saldo',
} as const satisfies Record<PaymentDue | 'view', string>;

/** The button's words for an order: what is due online (core's `paymentDueOnline`), else its page. */
export function orderMailAction(due: PaymentDue | null): string {
  return ORDER_MAIL_ACTIONS[due ?? 'view'];
}

/**
 * Fills a mail's text: each `{name}` with its value. A paragraph naming a value that is empty (a
 * pickup order has no delivery window) is left out; `null` for a paragraph says so.
 */
export function fillMailText(
  text: string,
  values: Readonly<Record<string, string>>,
): string | null {
  let empty = false;
  const filled = text.replaceAll(/\{([a-z_]+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    if (value === '') empty = true;
    return value;
  });
  return empty ? null : filled;
}

/** The shop's signature under every customer mail: its name, then its street and city. */
export function shopSignature(shop: {
  readonly name: string;
  readonly street: string;
  readonly city: string;
}): string[] {
  return [shop.name, `${shop.street}, ${shop.city}`];
}
