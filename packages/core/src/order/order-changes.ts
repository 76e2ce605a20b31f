import { DELIVERY_SCHEDULES, shopDate, type DeliverySchedule } from '../checkout/delivery.js';
import { formatSlotDate, startHour } from '../delivery/slots.js';

// What a shopper may still change of an order after placing it (issue 37): cancel it, or move its
// delivery to another window, until the owner's limit before the window and never once it left.
// Both stores enforce it inside the change's transaction (the plugin reads it from data/agenda.json);
// the shop reads the same verdicts to offer only what the store would take.

/** The status an order takes when the owner marks it «Salió a entrega» (WooCommerce `wc-out-for-delivery`). */
export const OUT_FOR_DELIVERY_STATUS = 'out-for-delivery';

/** Statuses in which the shopper may still move (and, with nothing paid, cancel) the order. */
export const SHOPPER_CHANGEABLE_STATUSES = [
  'pending',
  'failed',
  'on-hold',
  'processing',
  'partially-paid',
] as const;

/**
 * Hours before its window's start until which a shopper may change an order: the owner's
 * setting (the plugin's settings page, `STORE_ORDER_CHANGE_HOURS`), {@link ORDER_CHANGE_HOURS}
 * `.default` unless set. 0 lets them change it until the window starts; a week at most.
 */
export const ORDER_CHANGE_HOURS = { default: 24, min: 0, max: 168 } as const;

/** The meta a shopper's cancel leaves on the order, so its page says who cancelled it. */
export const CANCELLED_BY_META = 'cancelled_by';
/** {@link CANCELLED_BY_META}'s value when the shopper cancelled the order. */
export const CANCELLED_BY_CUSTOMER = 'customer';

/** The Spanish words of order changes; `{until}` stands for {@link formatChangeDeadline}'s text. */
export const ORDER_CHANGE_MESSAGES = {
  hours: `Escribe cuántas horas antes de su horario puede el cliente cambiar o cancelar su pedido: un número entero de ${String(ORDER_CHANGE_HOURS.min)} a ${String(ORDER_CHANGE_HOURS.max)}.`,
  outForDelivery: 'Tu pedido ya salió a entrega: ya no se puede cambiar ni cancelar.',
  completed: 'Este pedido ya se entregó.',
  cancelled: 'Este pedido ya está cancelado.',
  refunded: 'Este pedido ya fue reembolsado.',
  notChangeable: 'Este pedido ya no se puede cambiar.',
  closed: 'Los cambios y cancelaciones de este pedido se aceptaban hasta el {until}.',
  paid: 'Este pedido ya está pagado: para cancelarlo, comunícate con la tienda y te devolvemos lo pagado.',
  withoutDelivery: 'Este pedido no tiene una entrega que cambiar.',
  sameWindow: 'Tu pedido ya tiene ese horario.',
  cancelledNote: 'El cliente canceló el pedido desde la tienda.',
  rescheduledNote: 'El cliente cambió la entrega del {from} al {to}.',
  outForDeliveryNote: 'Salió a entrega.',
} as const;

/** Why a shopper's change is refused (409, the store's and the shop's `code`). */
type OrderChangeRefusalCode =
  'order_not_changeable' | 'order_change_closed' | 'order_paid' | 'order_without_delivery';

/** Whether the shopper may make a change now, and if not, why in their words. */
export type OrderChangeVerdict =
  | { readonly ok: true }
  | { readonly ok: false; readonly code: OrderChangeRefusalCode; readonly message: string };

/** What the rules read of an order. */
export interface OrderChangeFacts {
  readonly status: string;
  /** When the store recorded its payment; `null` (or '') when nothing came in. */
  readonly date_paid: string | null;
  /** {@link orderChangeDeadline}: the last instant a change is taken; `null` without a window. */
  readonly until: number | null;
}

const HOUR_MS = 3_600_000;
/** Santo Domingo keeps UTC−4 all year (no summer time since 2000). */
const SHOP_UTC_OFFSET_HOURS = -4;

const isSchedule = (schedule: string): schedule is DeliverySchedule =>
  (DELIVERY_SCHEDULES as readonly string[]).includes(schedule);

/**
 * The last instant (ms) a shopper may change an order delivered on `date` in `schedule`: the
 * window's start, `hours` before. `null` when the order has no window (pick-up, a bad meta).
 */
export function orderChangeDeadline(date: string, schedule: string, hours: number): number | null {
  const day = Date.parse(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(day) || !isSchedule(schedule)) return null;
  return day + (startHour(schedule) - SHOP_UTC_OFFSET_HOURS - hours) * HOUR_MS;
}

/** An instant as the shopper reads a deadline: «sábado, 19 de diciembre a las 9:00 AM». */
export function formatChangeDeadline(instant: number): string {
  const local = new Date(instant + SHOP_UTC_OFFSET_HOURS * HOUR_MS);
  const hour = local.getUTCHours();
  const minutes = String(local.getUTCMinutes()).padStart(2, '0');
  const clock = `${String(hour % 12 === 0 ? 12 : hour % 12)}:${minutes} ${hour < 12 ? 'AM' : 'PM'}`;
  return `${formatSlotDate(shopDate(instant))} a las ${clock}`;
}

/** The refusal of a status the shopper may no longer change, if it is one. */
function statusRefusal(status: string): OrderChangeVerdict | undefined {
  if ((SHOPPER_CHANGEABLE_STATUSES as readonly string[]).includes(status)) return undefined;
  const message =
    status === OUT_FOR_DELIVERY_STATUS
      ? ORDER_CHANGE_MESSAGES.outForDelivery
      : status === 'completed'
        ? ORDER_CHANGE_MESSAGES.completed
        : status === 'cancelled'
          ? ORDER_CHANGE_MESSAGES.cancelled
          : status === 'refunded'
            ? ORDER_CHANGE_MESSAGES.refunded
            : ORDER_CHANGE_MESSAGES.notChangeable;
  return { ok: false, code: 'order_not_changeable', message };
}

/** Why a change past the owner's limit is refused: «…se aceptaban hasta el {until}.» */
export function changeClosedMessage(until: number): string {
  return ORDER_CHANGE_MESSAGES.closed.replace('{until}', formatChangeDeadline(until));
}

function closedRefusal(facts: OrderChangeFacts, now: number): OrderChangeVerdict | undefined {
  if (facts.until === null || now <= facts.until) return undefined;
  return { ok: false, code: 'order_change_closed', message: changeClosedMessage(facts.until) };
}

const isPaid = (facts: OrderChangeFacts): boolean =>
  (facts.date_paid !== null && facts.date_paid !== '') || facts.status === 'partially-paid';

/**
 * Whether the shopper may cancel the order now: not yet out for delivery (nor done, cancelled or
 * refunded), before the owner's limit, and with nothing paid, as WooCommerce lets a customer
 * cancel only what they have not paid: money paid goes back through the owner's refund.
 */
export function cancelVerdict(facts: OrderChangeFacts, now: number): OrderChangeVerdict {
  const refused = statusRefusal(facts.status) ?? closedRefusal(facts, now);
  if (refused) return refused;
  if (isPaid(facts)) return { ok: false, code: 'order_paid', message: ORDER_CHANGE_MESSAGES.paid };
  return { ok: true };
}

/** Whether the shopper may move the order's delivery to another window now. */
export function rescheduleVerdict(facts: OrderChangeFacts, now: number): OrderChangeVerdict {
  const refused = statusRefusal(facts.status);
  if (refused) return refused;
  if (facts.until === null) {
    return {
      ok: false,
      code: 'order_without_delivery',
      message: ORDER_CHANGE_MESSAGES.withoutDelivery,
    };
  }
  return closedRefusal(facts, now) ?? { ok: true };
}

/** The order's note of a shopper's new window («…del martes, 1 de diciembre, 9:00 AM - 12:00 PM al …»). */
export function rescheduledNote(
  from: { date: string; schedule: string },
  to: { date: string; schedule: string },
): string {
  const when = (slot: { date: string; schedule: string }) =>
    `${formatSlotDate(slot.date)}, ${slot.schedule}`;
  return ORDER_CHANGE_MESSAGES.rescheduledNote
    .replace('{from}', when(from))
    .replace('{to}', when(to));
}
