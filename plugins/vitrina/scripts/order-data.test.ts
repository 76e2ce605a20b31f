import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { amountDue, fillMailText, formatMoney, paymentDueOnline } from '@vitrina/core';
import { expect, test } from 'vitest';

import { ORDER_JSON, orderJson } from './order-data.js';

const includes = (file: string) =>
  fileURLToPath(new URL(`../includes/${file}.php`, import.meta.url));

/** Runs `body` with the plugin's pure order classes loaded; `$in` is `input`, the echo is JSON. */
function php(body: string, input: unknown): unknown {
  const files = ['OrderData', 'OrderDeposit', 'PayLater', 'OrderMailText'].map(includes);
  const script = [
    "namespace Vitrina; const PLUGIN_FILE = '';",
    ...files.map((file) => `require '${file}';`),
    '$in = json_decode(stream_get_contents(STDIN), true);',
    body,
  ].join(' ');
  return JSON.parse(
    execFileSync('php', ['-r', script], { input: JSON.stringify(input) }).toString(),
  );
}

test('data/orders.json is what @vitrina/core says (run `pnpm --dir plugins/vitrina data`)', () => {
  expect(readFileSync(ORDER_JSON, 'utf8')).toBe(orderJson());
});

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
