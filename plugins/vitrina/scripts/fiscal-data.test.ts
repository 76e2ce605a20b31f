import {
  ncfLowWarning,
  ncfRangeInputSchema,
  ncfRefusal,
  ncfSequenceStatus,
  nextNcfSequence,
  orderStatusLabel,
  ncfVoided,
  type NcfRange,
} from '@vitrina/core';
import { expect, test } from 'vitest';

import { FISCAL_JSON, fiscalJson } from './fiscal-data.js';
import { runPhp, testDataIsCurrent } from './php-parity.js';

/** Runs `FiscalRules::{method}` on each argument list with plain PHP and answers the results. */
const php = (method: string, calls: unknown[][]) =>
  runPhp(
    { classes: ['FiscalRules'] },
    `echo json_encode(array_map(fn ($args) => FiscalRules::${method}(...$args), $in));`,
    calls,
  ) as unknown[];

const TODAY = '2026-05-04';
const RANGES: (NcfRange | null)[] = [
  null,
  { from: 1, to: 1, expires: TODAY },
  { from: 101, to: 200, expires: '2026-12-31' },
  { from: 99_999_990, to: 99_999_999, expires: '2030-01-01' },
];

testDataIsCurrent(FISCAL_JSON, fiscalJson);

test('N3: the plugin takes the next NCF, refuses it and warns as core does', () => {
  const lasts = [0, 1, 100, 150, 189, 190, 200, 99_999_998, 99_999_999];
  const days = [TODAY, '2026-12-31', '2027-01-01'];
  const cases = RANGES.flatMap((range) =>
    lasts.flatMap((last) => days.map((today) => ({ range, last, today }))),
  );
  expect(
    php(
      'next',
      cases.map(({ last, range }) => [last, range]),
    ),
  ).toEqual(cases.map(({ last, range }) => nextNcfSequence(last, range)));
  expect(
    php(
      'refusal',
      cases.map(({ last, range, today }) => [last + 1, range, today]),
    ),
  ).toEqual(cases.map(({ last, range, today }) => ncfRefusal(last + 1, range, today)));
  const statuses = cases.map(({ last, range, today }) =>
    ncfSequenceStatus('B02', last, range, today),
  );
  expect(
    php(
      'status',
      cases.map(({ last, range, today }) => ['B02', last, range, today]),
    ),
  ).toEqual(statuses);
  expect(
    php(
      'lowWarning',
      statuses.map((status) => [status]),
    ),
  ).toEqual(statuses.map(ncfLowWarning));
});

test("N3: the settings page refuses a range with core's first reason, and keeps one core accepts", () => {
  const forms = [
    { from: '101', to: '200', expires: '2026-12-31' },
    { from: '1', to: '1', expires: TODAY },
    { from: '0', to: '200', expires: '2026-12-31' },
    { from: '1.5', to: '200', expires: '2026-12-31' },
    { from: '', to: '200', expires: '2026-12-31' },
    { from: '101', to: '100000000', expires: '2026-12-31' },
    { from: '200', to: '101', expires: '2026-12-31' },
    { from: '200', to: '101', expires: '2026-05-03' },
    { from: '101', to: '200', expires: '2026-02-30' },
    { from: '101', to: '200', expires: '31/12/2026' },
    { from: '101', to: '200', expires: '' },
  ];
  const coreReads = forms.map((form) => {
    const input = {
      from: /^\d+$/.test(form.from) ? Number(form.from) : form.from,
      to: /^\d+$/.test(form.to) ? Number(form.to) : form.to,
      expires: form.expires,
    };
    const parsed = ncfRangeInputSchema(TODAY).safeParse(input);
    if (parsed.success) return [parsed.data, []];
    const [first] = parsed.error.issues;
    return [null, { [String(first?.path[0])]: first?.message }];
  });
  expect(
    php(
      'rangeFromForm',
      forms.map((form) => [form, TODAY]),
    ),
  ).toEqual(coreReads);
  expect(php('rangeFromForm', [[{ from: ' ', to: '', expires: '' }, TODAY]])).toEqual([[null, []]]);
});

test('N4: the plugin voids and labels statuses as core does', () => {
  const statuses = ['pending', 'cancelled', 'failed', 'refunded', 'partially-paid', 'wc-shipped'];
  expect(
    php(
      'voids',
      statuses.map((status) => [status]),
    ),
  ).toEqual(statuses.map(ncfVoided));
  expect(
    php(
      'statusLabel',
      statuses.map((status) => [status]),
    ),
  ).toEqual(statuses.map(orderStatusLabel));
});
