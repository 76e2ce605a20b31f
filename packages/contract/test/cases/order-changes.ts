import { DELIVERY_SCHEDULES, ORDER_CHANGE_MESSAGES, rescheduledNote } from '@vitrina/core';
import { expect } from 'vitest';
import * as z from 'zod';

import {
  atInstant,
  MORNING,
  orderId,
  placeOrder,
  productIn,
  refusal,
  remaining,
  shopInstant,
  type AgendaOrder,
} from '../support/agenda-orders.js';
import type { ContractCase } from '../support/contract-case.js';
import { ownerSets } from '../support/paid-orders.js';
import { outcome, type RawAnswer, type StoreTarget } from '../support/targets.js';

// Issue 37: a shopper cancels an order or moves its delivery, through the shop server's write
// key, until the owner's limit (24 hours before the window on both stores, core's default); the
// owner's dispatch list of a day. December 2026 days no other case books.

const MINI_SPLIT = 194;
const INSTALLATION = 200;
const [, MIDDAY, AFTERNOON] = DELIVERY_SCHEDULES;
/** A Monday, 8:00 AM in Santo Domingo: when the orders are placed and changed. */
const PLACED_AT = shopInstant('2026-12-14', 8);
const COUPON = 'vitrina10';

const StockSchema = z.looseObject({ stock_quantity: z.number().nullable() });
const CouponsSchema = z.array(z.looseObject({ usage_count: z.number() }));
const OrderSchema = z.looseObject({
  status: z.string(),
  change_until: z.string().nullable(),
  meta_data: z.array(z.looseObject({ key: z.string(), value: z.unknown() })),
});
const NotesSchema = z.array(z.looseObject({ note: z.string() }));

async function stockOf(store: StoreTarget, productId: number): Promise<number> {
  const answer = await store.raw('GET', `wc/v3/products/${String(productId)}`, { auth: 'read' });
  return StockSchema.parse(answer.body).stock_quantity ?? 0;
}

async function couponUses(store: StoreTarget): Promise<number> {
  const answer = await store.raw('GET', `wc/v3/coupons?code=${COUPON}`, { auth: 'read' });
  return CouponsSchema.parse(answer.body)[0]?.usage_count ?? 0;
}

/** A shopper's change through the write key, as the shop server asks it. */
const change = (store: StoreTarget, id: number, what: 'cancel' | 'reschedule', json: object = {}) =>
  store.raw('POST', `wc-vitrina/v1/orders/${String(id)}/${what}`, { auth: 'write', json });

/** The order as the store answers it after a change: status, its window and who cancelled it. */
function orderState(answer: RawAnswer) {
  const order = OrderSchema.parse(answer.body);
  const meta = (key: string) => order.meta_data.find((entry) => entry.key === key)?.value;
  return {
    status: order.status,
    until: order.change_until,
    date: meta('delivery_date'),
    schedule: meta('schedule'),
    cancelledBy: meta('cancelled_by') ?? null,
  };
}

/** Whether one of the order's notes holds `text` (WooCommerce adds its own status note). */
async function noted(store: StoreTarget, id: number, text: string): Promise<boolean> {
  const answer = await store.raw('GET', `wc/v3/orders/${String(id)}/notes`, { auth: 'read' });
  return NotesSchema.parse(answer.body).some((entry) => entry.note.includes(text));
}

const santiago = (productIds: number[], date: string, extra: Partial<AgendaOrder> = {}) => ({
  productIds,
  state: 'DO-25',
  date,
  ...extra,
});

const NameSchema = z.looseObject({ name: z.string() });
const productName = async (store: StoreTarget, id: number): Promise<string> =>
  NameSchema.parse((await store.raw('GET', `wc/v3/products/${String(id)}`, { auth: 'read' })).body)
    .name;

export const orderChangeCases: ContractCase[] = [
  {
    name: 'cambios del cliente: cancelar devuelve el inventario, el uso del cupón y la ventana, y lo anota',
    async observe(store) {
      const productId = await productIn(store, MINI_SPLIT);
      const agenda = { zone: 'santiago', service: 'entrega', date: '2026-12-23' };
      return atInstant(store, PLACED_AT, async () => {
        const count = async () => ({
          stock: await stockOf(store, productId),
          uses: await couponUses(store),
          places: (await remaining(store, agenda)) ?? 0,
        });
        const before = await count();
        const placed = await placeOrder(
          store,
          santiago([productId], agenda.date, { coupons: [COUPON] }),
        );
        const id = orderId(placed);
        const held = await count();
        const cancelled = await change(store, id, 'cancel');
        const after = await count();
        const delta = (counts: typeof before) => ({
          stock: counts.stock - before.stock,
          uses: counts.uses - before.uses,
          places: counts.places - before.places,
        });
        return {
          placed: outcome(placed),
          held: delta(held),
          cancelled: { ...outcome(cancelled), order: orderState(cancelled) },
          after: delta(after),
          noted: await noted(store, id, ORDER_CHANGE_MESSAGES.cancelledNote),
          again: refusal(await change(store, id, 'cancel')),
        };
      });
    },
    check(seen) {
      expect(seen).toEqual({
        placed: { status: 201, code: undefined },
        held: { stock: -1, uses: 1, places: -1 },
        cancelled: {
          status: 200,
          code: undefined,
          order: {
            status: 'cancelled',
            until: '2026-12-22T13:00:00.000Z',
            date: '2026-12-23',
            schedule: MORNING,
            cancelledBy: 'customer',
          },
        },
        after: { stock: 0, uses: 0, places: 0 },
        noted: true,
        again: {
          status: 409,
          code: 'order_not_changeable',
          message: ORDER_CHANGE_MESSAGES.cancelled,
          next: null,
        },
      });
    },
  },
  {
    name: 'cambios del cliente: otro horario libera el viejo y toma el nuevo; uno que no se ofrece o lleno no cambia nada',
    async observe(store) {
      const [miniSplit, installation] = [
        await productIn(store, MINI_SPLIT),
        await productIn(store, INSTALLATION),
      ];
      const truck = (date: string, schedule: string) => ({
        zone: 'santiago',
        service: 'entrega',
        date,
        schedule,
      });
      const from = truck('2026-12-23', MORNING);
      const to = truck('2026-12-24', AFTERNOON);
      return atInstant(store, PLACED_AT, async () => {
        const places = async () => [
          (await remaining(store, from)) ?? 0,
          (await remaining(store, to)) ?? 0,
        ];
        const before = await places();
        const id = orderId(await placeOrder(store, santiago([miniSplit], from.date)));
        const moved = await change(store, id, 'reschedule', {
          delivery_date: to.date,
          schedule: to.schedule,
        });
        const after = await places();
        const refusals = {
          same: refusal(
            await change(store, id, 'reschedule', {
              delivery_date: to.date,
              schedule: to.schedule,
            }),
          ),
          sunday: refusal(
            await change(store, id, 'reschedule', {
              delivery_date: '2026-12-27',
              schedule: MORNING,
            }),
          ),
          notOffered: refusal(
            await change(store, id, 'reschedule', { delivery_date: to.date, schedule: MIDDAY }),
          ),
          badSchedule: refusal(
            await change(store, id, 'reschedule', { delivery_date: to.date, schedule: '8 PM' }),
          ),
        };
        // Santiago's technicians come twice a morning: two orders fill the 30th, and a third
        // order cannot move there; it keeps its own window.
        const tech = (date: string) => ({ zone: 'santiago', service: 'instalacion', date });
        await placeOrder(store, santiago([installation], '2026-12-30'));
        await placeOrder(store, santiago([installation], '2026-12-30'));
        const third = orderId(await placeOrder(store, santiago([installation], '2026-12-31')));
        const full = await change(store, third, 'reschedule', {
          delivery_date: '2026-12-30',
          schedule: MORNING,
        });
        return {
          // Not its status: a new order's is the gateway's on one store only (estado-del-pedido-nuevo).
          moved: { ...outcome(moved), order: { ...orderState(moved), status: undefined } },
          places: after.map((left, index) => left - (before[index] ?? 0)),
          noted: await noted(
            store,
            id,
            rescheduledNote(
              { date: from.date, schedule: MORNING },
              { date: to.date, schedule: to.schedule },
            ),
          ),
          refusals,
          full: refusal(full),
          fullKeeps: {
            30: await remaining(store, tech('2026-12-30')),
            31: await remaining(store, tech('2026-12-31')),
          },
        };
      });
    },
    check(seen) {
      expect(seen).toMatchObject({
        moved: {
          status: 200,
          order: {
            until: '2026-12-23T19:00:00.000Z',
            date: '2026-12-24',
            schedule: AFTERNOON,
            cancelledBy: null,
          },
        },
        places: [0, -1],
        noted: true,
        refusals: {
          same: {
            status: 400,
            code: 'order_same_window',
            message: ORDER_CHANGE_MESSAGES.sameWindow,
          },
          sunday: { status: 400, code: 'invalid_delivery_date' },
          notOffered: { status: 400, code: 'invalid_delivery_date' },
          badSchedule: { status: 400, code: 'invalid_delivery_date' },
        },
        full: { status: 409, code: 'delivery_slot_full', next: { date: '2026-12-31' } },
        fullKeeps: { 30: 0, 31: 1 },
      });
    },
  },
  {
    name: 'cambios del cliente: pasado el límite del dueño, ya en camino o ya pagado, se rechaza con el motivo',
    async observe(store) {
      const productId = await productIn(store, MINI_SPLIT);
      const date = '2026-12-21';
      const [late, onItsWay, paid] = await atInstant(store, PLACED_AT, async () => [
        orderId(await placeOrder(store, santiago([productId], date))),
        orderId(await placeOrder(store, santiago([productId], date, { schedule: AFTERNOON }))),
        orderId(await placeOrder(store, santiago([productId], date))),
      ]);
      await ownerSets(store, onItsWay, 'out-for-delivery');
      await ownerSets(store, paid, 'processing');
      const move = { delivery_date: '2026-12-22', schedule: MORNING };
      // An hour after the limit: 24 hours before Monday's 9:00 AM window.
      const pastLimit = await atInstant(store, shopInstant('2026-12-20', 10), async () => ({
        cancel: refusal(await change(store, late, 'cancel')),
        reschedule: refusal(await change(store, late, 'reschedule', move)),
      }));
      return atInstant(store, PLACED_AT, async () => ({
        pastLimit,
        outForDelivery: {
          noted: await noted(store, onItsWay, ORDER_CHANGE_MESSAGES.outForDeliveryNote),
          cancel: refusal(await change(store, onItsWay, 'cancel')),
          reschedule: refusal(await change(store, onItsWay, 'reschedule', move)),
        },
        paid: {
          cancel: refusal(await change(store, paid, 'cancel')),
          reschedule: outcome(await change(store, paid, 'reschedule', move)),
        },
        unknown: outcome(await change(store, 999_999, 'cancel')),
      }));
    },
    check(seen) {
      const closed = {
        status: 409,
        code: 'order_change_closed',
        message:
          'Los cambios y cancelaciones de este pedido se aceptaban hasta el domingo, 20 de diciembre a las 9:00 AM.',
        next: null,
      };
      const onItsWay = {
        status: 409,
        code: 'order_not_changeable',
        message: ORDER_CHANGE_MESSAGES.outForDelivery,
        next: null,
      };
      expect(seen).toEqual({
        pastLimit: { cancel: closed, reschedule: closed },
        outForDelivery: { noted: true, cancel: onItsWay, reschedule: onItsWay },
        paid: {
          cancel: {
            status: 409,
            code: 'order_paid',
            message: ORDER_CHANGE_MESSAGES.paid,
            next: null,
          },
          reschedule: { status: 200, code: undefined },
        },
        unknown: { status: 404, code: 'woocommerce_rest_shop_order_invalid_id' },
      });
    },
  },
  {
    name: 'entregas del día: las visitas por zona, horario y equipo, con dirección, teléfono y artículos',
    async observe(store) {
      const [miniSplit, installation] = [
        await productIn(store, MINI_SPLIT),
        await productIn(store, INSTALLATION),
      ];
      const date = '2026-12-29';
      const phone = '+18095550111';
      const ids = await atInstant(store, PLACED_AT, async () => {
        const santiagoOrder = await placeOrder(
          store,
          santiago([miniSplit], date, {
            phone,
            schedule: AFTERNOON,
            note: 'Llamar antes de llegar',
            extraMeta: [
              { key: 'reference', value: 'Frente al colmado La Esquina' },
              { key: 'sector', value: 'Los Jardines' },
              { key: 'delivery_floor', value: '3' },
              { key: 'delivery_access', value: 'escaleras' },
              { key: 'delivery_someone_receives', value: 'yes' },
              { key: 'delivery_haul_away', value: 'no' },
            ],
          }),
        );
        const capital = { state: 'DO-01', date, schedule: MIDDAY, phone };
        const joint = await placeOrder(store, {
          ...capital,
          productIds: [miniSplit, installation],
        });
        const goods = await placeOrder(store, { ...capital, productIds: [miniSplit] });
        const gone = await placeOrder(store, { ...capital, productIds: [miniSplit] });
        await change(store, orderId(gone), 'cancel');
        return [orderId(santiagoOrder), orderId(joint), orderId(goods)];
      });
      await ownerSets(store, ids[2] ?? 0, 'out-for-delivery');
      const answer = await store.raw('GET', `wc-vitrina/v1/dispatch?date=${date}`, {
        auth: 'write',
      });
      const body = answer.body as { date: string; visits: Record<string, unknown>[] };
      // Ids, the products the cases picked and a new order's status differ between the stores:
      // each visit names its order by its place in `ids`, its items by what they are.
      const names = new Map([
        [await productName(store, miniSplit), 'mini split'],
        [await productName(store, installation), 'instalación'],
      ]);
      const visits = body.visits.map(({ order_id: id, number, status, items, ...visit }) => ({
        ...visit,
        order: ids.indexOf(Number(id)),
        numbered: number === String(id),
        onItsWay: status === 'out-for-delivery',
        items: (items as { name: string; quantity: number }[]).map((item) => ({
          ...item,
          name: names.get(item.name) ?? item.name,
        })),
      }));
      return {
        status: answer.status,
        date: body.date,
        visits,
        badDate: outcome(
          await store.raw('GET', 'wc-vitrina/v1/dispatch?date=29-12-2026', { auth: 'write' }),
        ),
      };
    },
    check(seen) {
      const visits = seen['visits'] as { order: number; zone: string; crew: string }[];
      expect(seen).toMatchObject({ status: 200, date: '2026-12-29' });
      // The capital first: the joint order's truck, the goods' truck at midday, then the joint
      // order's technicians in their window; then Santiago.
      expect(visits.map(({ order, zone, crew }) => [order, zone, crew])).toEqual([
        [1, 'santo-domingo', 'entrega'],
        [2, 'santo-domingo', 'entrega'],
        [1, 'santo-domingo', 'instalacion'],
        [0, 'santiago', 'entrega'],
      ]);
      expect(visits[3]).toMatchObject({
        numbered: true,
        schedule: AFTERNOON,
        customer: 'Pedro Martínez',
        address: 'Calle Duarte 10',
        sector: 'Los Jardines',
        city: 'Ciudad',
        province: 'Santiago',
        reference: 'Frente al colmado La Esquina',
        bulky_delivery: {
          floor: '3',
          access: 'escaleras',
          someone_receives: true,
          haul_away: false,
        },
        phone: '+18095550111',
        items: [{ name: 'mini split', quantity: 1 }],
        customer_note: 'Llamar antes de llegar',
        onItsWay: false,
      });
      expect(visits[0]).toMatchObject({
        items: [
          { name: 'mini split', quantity: 1 },
          { name: 'instalación', quantity: 1 },
        ],
      });
      expect(visits[1]).toMatchObject({ onItsWay: true, bulky_delivery: null });
      expect(seen['badDate']).toEqual({ status: 400, code: 'rest_invalid_param' });
    },
  },
];
