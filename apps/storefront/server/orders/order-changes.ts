import type { StoreApiError } from '@vitrina/api-client';
import type { WcOrder } from '@vitrina/api-client/orders';
import {
  cancelVerdict,
  changeClosedMessage,
  DELIVERY_MESSAGE,
  ORDER_CHANGE_MESSAGES,
  rescheduleVerdict,
  type OrderChangeVerdict,
} from '@vitrina/core';
import { z } from 'zod';
import type { OrderChanges } from '../../src/lib/shop-api/order-view.js';
import { STORE_UNREACHABLE, type Refusal } from '../endpoints/answers.js';
import { slotTaken } from '../checkout/delivery-slots.js';
import type { OrderPasses } from '../checkout/invoice-pass.js';
import { holdsOrderKey } from '../store-order.js';

/** The order's facts as core's change rules read them: `change_until` is the store's (its owner's limit). */
function factsOf(order: WcOrder) {
  const until = order.change_until === null ? NaN : Date.parse(order.change_until);
  return {
    status: order.status,
    date_paid: order.date_paid,
    until: Number.isNaN(until) ? null : until,
  };
}

const offer = (verdict: OrderChangeVerdict) =>
  verdict.ok
    ? { allowed: true, code: null, message: '' }
    : { allowed: false, code: verdict.code, message: verdict.message };

/** What the shopper may still change of the order now, by core's rules (what the store would take). */
export function orderChanges(order: WcOrder, now: number): OrderChanges {
  const facts = factsOf(order);
  return {
    until: order.change_until,
    cancel: offer(cancelVerdict(facts, now)),
    reschedule: offer(rescheduleVerdict(facts, now)),
  };
}

/** Who asks for a change: the order's key, a tracking pass, the customer a token proves. */
export interface ChangeAsker {
  readonly key: string;
  readonly pass: string;
  readonly customerId: number | null;
}

/**
 * Whether `asker` may change `order`: they hold its key (the confirmation page, the e-mail's
 * link), a pass its tracking page was given, or are the customer it belongs to (the profile).
 */
export function mayChange(order: WcOrder, asker: ChangeAsker, passes: OrderPasses): boolean {
  const byKey = asker.key !== '' && holdsOrderKey(order, asker.key);
  const byPass = asker.pass !== '' && passes.admits(order, asker.pass);
  const byAccount = asker.customerId !== null && order.customer_id === asker.customerId;
  return byKey || byPass || (byAccount && order.customer_id !== 0);
}

/** The refusal of a change core already rules out, before the store is asked. */
export function ruledOut(verdict: OrderChangeVerdict): Refusal | undefined {
  return verdict.ok ? undefined : { status: 409, code: verdict.code, message: verdict.message };
}

/** Core's verdicts on the order now, to refuse before asking the store. */
export function verdictsOn(order: WcOrder, now: number) {
  const facts = factsOf(order);
  return { cancel: cancelVerdict(facts, now), reschedule: rescheduleVerdict(facts, now) };
}

const UntilSchema = z.object({ until: z.string().nullable().catch(null) });

/** The store's refusals of a change, in the shop's own words (core's), by their code. */
const STORE_REFUSALS: Readonly<Record<string, Omit<Refusal, 'code'>>> = {
  order_not_changeable: { status: 409, message: ORDER_CHANGE_MESSAGES.notChangeable },
  order_paid: { status: 409, message: ORDER_CHANGE_MESSAGES.paid },
  order_without_delivery: { status: 409, message: ORDER_CHANGE_MESSAGES.withoutDelivery },
  order_same_window: { status: 400, message: ORDER_CHANGE_MESSAGES.sameWindow },
  invalid_delivery_date: { status: 400, message: DELIVERY_MESSAGE },
};

/**
 * What the store's refusal of a change means to the shopper: it decided on the order under its
 * lock, so a payment or «Salió a entrega» that landed since the shop read it is refused there.
 */
export function changeRefusal(error: StoreApiError): Refusal {
  if (error.code === 'delivery_slot_full') return slotTaken(error.data);
  const code = error.code ?? '';
  if (code === 'order_change_closed') {
    const { until } = UntilSchema.parse(error.data ?? {});
    const message =
      until === null ? ORDER_CHANGE_MESSAGES.notChangeable : changeClosedMessage(Date.parse(until));
    return { status: 409, code, message };
  }
  const refusal = STORE_REFUSALS[code];
  return refusal === undefined ? STORE_UNREACHABLE : { ...refusal, code };
}
