import {
  addDays,
  DELIVERY_SCHEDULES,
  DELIVERY_ZONES,
  INSTALLATION_SCHEDULE_META,
  SLOT_SERVICES,
} from '@vitrina/core';
import { expect } from 'vitest';

import {
  atInstant,
  MORNING,
  orderId,
  orderMeta,
  placeOrder,
  productIn,
  refusal,
  remaining,
  shopInstant,
} from '../support/agenda-orders.js';
import type { ContractCase } from '../support/contract-case.js';
import { outcome } from '../support/targets.js';

const MINI_SPLIT = 194;
const INSTALLATION = 200;
const [, MIDDAY, AFTERNOON] = DELIVERY_SCHEDULES;

/**
 * 2027 in 62-day windows (the most one answer holds), each asked at its first day at a different
 * hour of the morning, so the same-day cut-off and notice are crossed too.
 */
const YEAR_WINDOWS = Array.from({ length: 6 }, (_, index) => ({
  from: addDays('2027-01-01', index * 62),
  hour: [7, 8, 9, 10, 11, 16][index] ?? 8,
}));

/**
 * A Tuesday, 8:00 AM in Santo Domingo: where the booking cases stand. Their orders are for
 * December 2026, so the walk over 2027 sees an agenda nobody booked.
 */
const BOOKING_NOW = shopInstant('2026-12-01', 8);

export const agendaCases: ContractCase[] = [
  {
    name: 'agenda: cada zona y servicio durante todo 2027',
    async observe(store) {
      const seen: Record<string, unknown> = {};
      for (const { from, hour } of YEAR_WINDOWS) {
        await atInstant(store, shopInstant(from, hour), async () => {
          for (const zone of DELIVERY_ZONES) {
            for (const service of SLOT_SERVICES) {
              const to = addDays(from, 61);
              const answer = await store.raw(
                'GET',
                `vitrina/v1/slots?zone=${zone}&service=${service}&from=${from}&to=${to}`,
              );
              seen[`${from} ${zone} ${service}`] = {
                status: answer.status,
                cache: answer.headers.get('cache-control')?.split(',')[0],
                body: answer.body,
              };
            }
          }
        });
      }
      return seen;
    },
    check(seen) {
      expect(Object.keys(seen)).toHaveLength(
        YEAR_WINDOWS.length * DELIVERY_ZONES.length * SLOT_SERVICES.length,
      );
      for (const answer of Object.values(seen)) {
        expect(answer).toMatchObject({ status: 200, cache: 'no-store' });
        expect((answer as { body: { days: unknown[] } }).body.days).toHaveLength(62);
      }
    },
  },
  {
    name: 'agenda: consultas que no valen',
    async observe(store) {
      const ask = async (query: string) => {
        const answer = await store.raw('GET', `vitrina/v1/slots?${query}`);
        const body = answer.body as { data?: { params?: unknown }; message?: unknown };
        return { ...outcome(answer), message: body.message, params: body.data?.params };
      };
      return {
        noZone: await ask('service=entrega'),
        badEverything: await ask('zone=luna&service=mudanza&from=ayer&to=2027-1-1'),
        backwards: await ask('zone=santiago&from=2027-03-10&to=2027-03-01'),
      };
    },
    check(seen) {
      for (const answer of Object.values(seen)) {
        expect(answer).toMatchObject({ status: 400, code: 'rest_invalid_param' });
      }
    },
  },
  {
    name: 'agenda: un pedido con fecha y horario ocupa un cupo',
    async observe(store) {
      const productId = await productIn(store, MINI_SPLIT);
      const agenda = { zone: 'santiago', service: 'entrega', date: '2026-12-09' };
      return atInstant(store, BOOKING_NOW, async () => {
        const before = await remaining(store, agenda);
        const order = await placeOrder(store, {
          productIds: [productId],
          state: 'DO-25',
          date: agenda.date,
        });
        return { before, order: outcome(order), after: await remaining(store, agenda) };
      });
    },
    check(seen) {
      expect(seen).toEqual({ before: 10, order: { status: 201, code: undefined }, after: 9 });
    },
  },
  {
    name: 'agenda: un horario lleno responde 409 con el próximo libre, y cancelar lo libera',
    async observe(store) {
      const productId = await productIn(store, INSTALLATION);
      // Santiago's installers: two visits in the morning, the only window.
      const order = { productIds: [productId], state: 'DO-25', date: '2026-12-10' };
      const agenda = { zone: 'santiago', service: 'instalacion', date: order.date };
      return atInstant(store, BOOKING_NOW, async () => {
        const first = await placeOrder(store, order);
        const second = await placeOrder(store, order);
        const full = await placeOrder(store, order);
        const whenFull = await remaining(store, agenda);
        const cancel = await store.raw('PUT', `wc/v3/orders/${String(orderId(first))}`, {
          auth: 'write',
          json: { status: 'cancelled' },
        });
        return {
          placed: [outcome(first).status, outcome(second).status],
          full: refusal(full),
          whenFull,
          cancelled: outcome(cancel).status,
          afterCancel: await remaining(store, agenda),
        };
      });
    },
    check(seen) {
      expect(seen).toMatchObject({
        placed: [201, 201],
        full: { status: 409, code: 'delivery_slot_full', next: { date: '2026-12-11' } },
        whenFull: 0,
        cancelled: 200,
        afterCancel: 1,
      });
    },
  },
  {
    name: 'agenda: un aire con su instalación reserva el camión y los técnicos el mismo día',
    async observe(store) {
      const productIds = [await productIn(store, MINI_SPLIT), await productIn(store, INSTALLATION)];
      // Santo Domingo, a Monday: the truck at midday, its technicians in the afternoon.
      const date = '2026-12-14';
      const agendas = {
        truck: { zone: 'santo-domingo', service: 'entrega', date, schedule: MIDDAY },
        technicians: { zone: 'santo-domingo', service: 'instalacion', date, schedule: AFTERNOON },
        joint: { zone: 'santo-domingo', service: 'entrega-e-instalacion', date, schedule: MIDDAY },
      };
      const left = async () => ({
        truck: await remaining(store, agendas.truck),
        technicians: await remaining(store, agendas.technicians),
        joint: await remaining(store, agendas.joint),
      });
      return atInstant(store, BOOKING_NOW, async () => {
        const before = await left();
        const order = await placeOrder(store, {
          productIds,
          state: 'DO-01',
          date,
          schedule: MIDDAY,
        });
        const booked = await left();
        const cancel = await store.raw('PUT', `wc/v3/orders/${String(orderId(order))}`, {
          auth: 'write',
          json: { status: 'cancelled' },
        });
        return {
          before,
          order: outcome(order),
          installationSchedule: orderMeta(order, INSTALLATION_SCHEDULE_META),
          booked,
          cancelled: outcome(cancel).status,
          afterCancel: await left(),
        };
      });
    },
    check(seen) {
      expect(seen).toEqual({
        before: { truck: 20, technicians: 4, joint: 4 },
        order: { status: 201, code: undefined },
        installationSchedule: AFTERNOON,
        booked: { truck: 19, technicians: 3, joint: 3 },
        cancelled: 200,
        afterCancel: { truck: 20, technicians: 4, joint: 4 },
      });
    },
  },
  {
    name: 'agenda: sin técnicos libres, el aire con instalación no se reserva',
    async observe(store) {
      const [miniSplit, installation] = [
        await productIn(store, MINI_SPLIT),
        await productIn(store, INSTALLATION),
      ];
      // Santiago, a Tuesday: its two installation visits of the morning are taken first.
      const where = { state: 'DO-25', date: '2026-12-15', schedule: MORNING };
      return atInstant(store, BOOKING_NOW, async () => {
        const installations = [
          await placeOrder(store, { ...where, productIds: [installation] }),
          await placeOrder(store, { ...where, productIds: [installation] }),
        ];
        const joint = await placeOrder(store, { ...where, productIds: [miniSplit, installation] });
        // The technicians' window is the store's to write: one the caller sends is dropped.
        const goods = await placeOrder(store, {
          ...where,
          productIds: [miniSplit],
          extraMeta: [{ key: INSTALLATION_SCHEDULE_META, value: MORNING }],
        });
        return {
          installations: installations.map((answer) => outcome(answer).status),
          joint: refusal(joint),
          jointLeft: await remaining(store, {
            zone: 'santiago',
            service: 'entrega-e-instalacion',
            date: where.date,
          }),
          goods: outcome(goods).status,
          goodsInstallation: orderMeta(goods, INSTALLATION_SCHEDULE_META) ?? null,
        };
      });
    },
    check(seen) {
      expect(seen).toMatchObject({
        installations: [201, 201],
        joint: {
          status: 409,
          code: 'delivery_slot_full',
          next: { date: '2026-12-16', schedule: MORNING },
        },
        jointLeft: 0,
        goods: 201,
        goodsInstallation: null,
      });
    },
  },
  {
    name: 'agenda: un domingo, un feriado o un día aún cerrado no se reservan',
    async observe(store) {
      const productIds = [await productIn(store, MINI_SPLIT)];
      const on = async (date: string) =>
        refusal(await placeOrder(store, { productIds, state: 'DO-01', date }));
      return atInstant(store, BOOKING_NOW, async () => ({
        sunday: await on('2026-12-13'),
        holiday: await on('2026-12-25'),
        beyond: await on('2027-03-01'),
      }));
    },
    check(seen) {
      for (const answer of Object.values(seen)) {
        expect(answer).toMatchObject({ status: 400, code: 'invalid_delivery_date' });
      }
    },
  },
  {
    name: 'NCF: B01 con is_fiscal, B02 sin él, y cada secuencia sube de uno en uno',
    async observe(store) {
      const productId = await productIn(store, INSTALLATION);
      const issued: { type: unknown; ncf: string }[] = [];
      for (const fiscal of [true, false, true, false]) {
        const answer = await placeOrder(store, { productIds: [productId], state: 'DO-01', fiscal });
        issued.push({ type: orderMeta(answer, 'ncf_type'), ncf: String(orderMeta(answer, 'ncf')) });
      }
      const step = (a: number, b: number) => {
        const [first, second] = [issued[a], issued[b]];
        return first && second ? Number(second.ncf.slice(3)) - Number(first.ncf.slice(3)) : null;
      };
      return {
        types: issued.map((entry) => entry.type),
        shapes: issued.map((entry) => /^B0[12]\d{8}$/.test(entry.ncf)),
        steps: [step(0, 2), step(1, 3)],
      };
    },
    check(seen) {
      expect(seen).toEqual({
        types: ['B01', 'B02', 'B01', 'B02'],
        shapes: [true, true, true, true],
        steps: [1, 1],
      });
    },
  },
];
