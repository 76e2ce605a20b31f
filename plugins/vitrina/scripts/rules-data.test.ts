import {
  EmailSchema,
  FirstNameSchema,
  OptionalCedulaSchema,
  OptionalPassportSchema,
  OptionalPhoneSchema,
  SignInSchema,
} from '@vitrina/core';
import { expect, test } from 'vitest';

import { runPhp, testDataIsCurrent } from './php-parity.js';
import { RULES_JSON, rulesJson } from './rules-data.js';

/** Runs `body` with Fields.php and Rules.php loaded; `$in` is `input`, the echo is JSON. */
const php = (body: string, input: unknown) =>
  runPhp({ classes: ['Rules', 'InvalidField', 'Fields'] }, body, input);

testDataIsCurrent(RULES_JSON, rulesJson);

// What the shopper reads of a field: its normalised value, or the first of core's messages.
interface Schema {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: unknown }
    | { success: false; error: { issues: readonly { message: string }[] } };
}
const outcome = (schema: Schema, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? { value: result.data } : { error: result.error.issues[0]?.message };
};

const cases = {
  email: {
    schema: EmailSchema,
    values: [' Ana@Example.COM ', 'ana@', 'ana.@x.do', `${'a'.repeat(250)}@x.do`, 7, null],
  },
  optionalCedula: {
    schema: OptionalCedulaSchema,
    values: ['001-1234567-4', '00112345674', '00112345675', '001-123', '', null, 5],
  },
  optionalPassport: {
    schema: OptionalPassportSchema,
    values: ['rd1234567', 'RD12', 'RD-12345', ' ab12345 ', ''],
  },
  optionalPhone: {
    schema: OptionalPhoneSchema,
    values: ['809-555-0100', '(829) 555 0100', '+1 849 555 0100', '18095550100', '7185550100', ''],
  },
  firstName: {
    schema: FirstNameSchema,
    values: [' Ana ', '', null, 'a'.repeat(101), 'Ana\u0000', 'Ana\nMaría', 3],
  },
  currentPassword: {
    schema: SignInSchema.shape.password,
    values: ['secreto', '', 'x'.repeat(1025)],
  },
};

test('Fields.php refuses and normalises as core does, with core’s words from rules.json', () => {
  const seen = php(
    `$rules = ['email' => [Fields::class, 'email'], 'optionalCedula' => [Fields::class, 'optionalCedula'],
      'optionalPassport' => [Fields::class, 'optionalPassport'], 'optionalPhone' => [Fields::class, 'optionalPhone'],
      'firstName' => Fields::requiredName('firstName'), 'currentPassword' => [Fields::class, 'currentPassword']];
    $out = [];
    foreach ($in as $rule => $values) {
      $out[$rule] = array_map(static function ($value) use ($rules, $rule) {
        try { return ['value' => $rules[$rule]($value)]; } catch (InvalidField $e) { return ['error' => $e->getMessage()]; }
      }, $values);
    }
    echo json_encode($out);`,
    Object.fromEntries(Object.entries(cases).map(([rule, { values }]) => [rule, values])),
  );
  const expected = Object.fromEntries(
    Object.entries(cases).map(([rule, { schema, values }]) => [
      rule,
      values.map((value) => outcome(schema, value)),
    ]),
  );
  expect(seen).toEqual(expected);
});
