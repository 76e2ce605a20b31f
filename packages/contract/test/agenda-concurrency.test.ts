import { describe, expect, test } from 'vitest';

import {
  atInstant,
  MORNING,
  orderMeta,
  placeOrder,
  productIn,
  refusal,
  shopInstant,
} from './support/agenda-orders.js';
import { contractTargets, outcome, type RawAnswer } from './support/targets.js';

// The real store only: the embedded store serialises its writes on one SQLite connection, so
// racing it proves nothing; MariaDB with four PHP workers is where two orders can truly meet.
const { real } = contractTargets();
/** Units a race's mini split has at least, so only the agenda can refuse its orders. */
const ORDERS_OF_A_RACE = 30;

/** The orders refused: `count` of them, each 409 `delivery_slot_full` offering `next`. */
function expectFull(answers: RawAnswer[], count: number, next: object): void {
  const refused = answers.filter((answer) => answer.status !== 201).map(refusal);
  expect(refused).toHaveLength(count);
  for (const answer of refused) {
    expect(answer).toMatchObject({ status: 409, code: 'delivery_slot_full', next });
  }
}

describe('WooCommerce real: pedidos simultáneos', () => {
  test('20 pedidos por los 3 cupos que quedan: 3 se hacen y 17 reciben 409 con el próximo horario', async () => {
    const productId = await productIn(real, 194, ORDERS_OF_A_RACE);
    // The rest of the country's trucks: six places each morning; three are taken first. December
    // 2026, out of the year the contract walks over (2027).
    const order = { productIds: [productId], state: 'DO-18', date: '2026-12-16' };
    const answers = await atInstant(real, shopInstant('2026-12-07', 8), async () => {
      for (let taken = 0; taken < 3; taken += 1) {
        expect(outcome(await placeOrder(real, order)).status).toBe(201);
      }
      return Promise.all(Array.from({ length: 20 }, () => placeOrder(real, order)));
    });
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expectFull(answers, 17, { date: '2026-12-17', schedule: MORNING });
  });

  test('aires con instalación e instalaciones solas a la vez por el último cupo de los técnicos: uno solo lo toma', async () => {
    const [miniSplit, installation] = [
      await productIn(real, 194, ORDERS_OF_A_RACE),
      await productIn(real, 200),
    ];
    // Santiago's technicians: two places in the morning, one taken first; the joint orders and
    // the installation-only ones race for the other. The goods-only orders lock only the trucks'
    // agenda, the joint ones both (always trucks first), so no order waits on one waiting on it.
    const where = { state: 'DO-25', date: '2026-12-18', schedule: MORNING };
    // Interleaved: the store runs four requests at a time, so a joint order and an
    // installation-only one are always in flight together.
    const racing = [
      ...Array.from({ length: 9 }, () => [[miniSplit, installation], [installation]]).flat(),
      [miniSplit],
      [miniSplit],
    ];
    const answers = await atInstant(real, shopInstant('2026-12-07', 8), async () => {
      const first = await placeOrder(real, { ...where, productIds: [installation] });
      expect(outcome(first).status).toBe(201);
      return Promise.all(racing.map((productIds) => placeOrder(real, { ...where, productIds })));
    });
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.slice(0, 18).filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.slice(18)).toEqual([201, 201]);
    expectFull(answers, 17, { date: '2026-12-19', schedule: MORNING });
  });

  test('20 pedidos a la vez reciben 20 NCF distintos y seguidos', async () => {
    const productId = await productIn(real, 200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        placeOrder(real, { productIds: [productId], state: 'DO-01' }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const sequences = answers
      .map((answer) => Number(String(orderMeta(answer, 'ncf')).slice(3)))
      .sort((a, b) => a - b);
    const first = sequences[0] ?? 0;
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, index) => first + index));
  });
});
