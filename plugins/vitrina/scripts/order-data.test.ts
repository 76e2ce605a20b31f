import { amountDue, fillMailText, formatMoney, paymentDueOnline } from '@vitrina/core';
import { expect, test } from 'vitest';

import { ORDER_JSON, orderJson } from './order-data.js';
import { runPhp, testDataIsCurrent } from './php-parity.js';

/** Runs `body` with the plugin's pure order classes loaded; `$in` is `input`, the echo is JSON. */
const php = (body: string, input: unknown) =>
  runPhp(
    {
      classes: ['OrderData', 'OrderDeposit', 'PayLater', 'OrderMailText'],
      prelude: "const PLUGIN_FILE = '';",
    },
    body,
    input,
  );

testDataIsCurrent(ORDER_JSON, orderJson);

test('N2: PayLater offers «Pagar» and counts what is owed as core does', () => {
  const statuses = ['pending', 'failed', 'partially-paid', 'processing', 'on-hold', 'completed'];
  const gateways = ['vitrina_test_card', 'bacs', 'cod', ''];
  const orders = [
    ...statuses.flatMap((status) =>
      gateways.flatMap((payment_method) =>
        [null, 5_001].flatMap((deposit) =>
          [false, true].map((paid) => ({ status, payment_method, deposit, paid })),
        ),
      ),
    ),
    ...['cancelled', 'refunded'].map((status) => ({
      status,
      payment_method: 'cod',
      deposit: null,
      paid: true,
    })),
  ];
  const seen = php(
    `echo json_encode(array_map(fn ($o) => [
      PayLater::dueOnline($o['status'], $o['payment_method']),
      PayLater::amountDue($o['status'], $o['paid'], 10001, $o['deposit']),
    ], $in));`,
    orders,
  );
  const expected = orders.map((order) => [
    paymentDueOnline(order),
    amountDue({
      status: order.status,
      date_paid: order.paid ? '2026-05-01T10:00:00' : null,
      totalCents: 10_001,
      depositCents: order.deposit,
    }),
  ]);
  expect(seen).toEqual(expected);
});

test('N1: OrderMailText fills a mail and writes money as core does', () => {
  const values = { order_number: '1001', delivery: '', amount_due: 'RD$ 1,000.00' };
  const texts = ['Pedido #{order_number}: {amount_due}.', 'Llega: {delivery}.', 'Sin {otro}.'];
  const cents = [0, 5, 100_000, 123_456_789, -2_550];
  expect(
    php(
      `echo json_encode([
        array_map(fn ($t) => OrderMailText::fill($t, $in['values']), $in['texts']),
        array_map(fn ($c) => OrderMailText::money($c), $in['cents']),
      ]);`,
      { values, texts, cents },
    ),
  ).toEqual([texts.map((text) => fillMailText(text, values)), cents.map(formatMoney)]);
});
