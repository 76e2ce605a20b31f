import { SignInSchema } from '@vitrina/core';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { formValues, readForm, storeFieldReasons } from './form-values';

function data(entries: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.append(name, value);
  return form;
}

describe('form values', () => {
  it('nests dotted names, so one schema reads a form with its addresses', () => {
    expect(formValues(data({ first_name: 'Ana', 'billing.city': 'Santiago' }))).toEqual({
      first_name: 'Ana',
      billing: { city: 'Santiago' },
    });
  });

  it('gives the parsed value of a valid form (core normalises the e-mail)', () => {
    expect(readForm(SignInSchema, data({ email: ' Ana@Vitrina.DO ', password: 'x' }))).toEqual({
      ok: true,
      value: { email: 'ana@vitrina.do', password: 'x' },
    });
  });

  it('keys the first message of each bad field by the field name', () => {
    const schema = z.object({
      email: z.email({ error: 'Correo malo.' }),
      billing: z.object({ city: z.string().min(1, { error: 'Escribe la ciudad.' }) }),
    });
    expect(readForm(schema, data({ email: 'x', 'billing.city': '' }))).toEqual({
      ok: false,
      errors: { email: 'Correo malo.', 'billing.city': 'Escribe la ciudad.' },
    });
  });

  it("reads the store's reason per field from a refusal's data.params, and none from other data", () => {
    expect(
      storeFieldReasons({ status: 400, params: { current_password: 'No es correcta.' } }),
    ).toEqual({ current_password: 'No es correcta.' });
    expect(storeFieldReasons({ status: 400 })).toEqual({});
    expect(storeFieldReasons(undefined)).toEqual({});
  });
});
