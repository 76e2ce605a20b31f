// @vitest-environment node
import '../spanish-validation.js';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ShopRefusalSchema } from '../../src/lib/shop-api/refusal.js';
import { privateJson } from './answers.js';
import { faultResponse } from './faults.js';
import { readJsonBody } from './json-body.js';

const PersonSchema = z.object({
  name: z
    .string()
    .min(3, { error: 'El nombre es muy corto.' })
    .regex(/^[a-z]+$/, { error: 'El nombre lleva solo letras.' }),
  age: z.number({ error: 'Indica la edad en números.' }),
});

const app = new Hono()
  .onError((error) => faultResponse('test', error))
  .post('/', async (c) => privateJson(await readJsonBody(c, PersonSchema, 'invalid_person')));

const send = (body: unknown) =>
  app.request('/', {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
  });

describe('readJsonBody: one rule for which error a shop endpoint reports (F7)', () => {
  it('reports the first issue, and each field’s first when a field breaks two rules', async () => {
    const answer = await send({ name: 'A1', age: 'treinta' });
    expect(answer.status).toBe(400);
    expect(ShopRefusalSchema.parse(await answer.json())).toEqual({
      code: 'invalid_person',
      message: 'El nombre es muy corto.',
      data: {
        status: 400,
        fields: { name: 'El nombre es muy corto.', age: 'Indica la edad en números.' },
      },
    });
  });

  it('answers what the schema read, unknown fields dropped', async () => {
    const answer = await send({ name: 'ana', age: 30, role: 'administrator' });
    expect(await answer.json()).toEqual({ name: 'ana', age: 30 });
  });

  it('names no field for a body that is not an object', async () => {
    const answer = await send([]);
    const refusal = ShopRefusalSchema.parse(await answer.json());
    expect([answer.status, refusal.code, refusal.data.fields]).toEqual([400, 'invalid_person', {}]);
    expect(refusal.message).toMatch(/objeto/);
  });
});
