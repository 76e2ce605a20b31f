import { ADDRESS_MESSAGES, FIELD_MESSAGES } from '@vitrina/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { at, storeClient } from '../account/store-client.js';
import { startTestStore, type TestStore } from '../testing.js';

let store: TestStore;
let api: ReturnType<typeof storeClient>;

beforeAll(async () => {
  store = await startTestStore({ env: { TRUST_PROXY: '1' } });
  api = storeClient(store);
});
afterAll(() => store.stop());

async function customer() {
  const created = await api.register();
  const me = await api.call('GET', '/api/v1/users', { token: created.token });
  return { ...created, id: Number(at(me.json, 'results.userData.ID')) };
}

describe('wc/v3 customers/{id}', () => {
  it("E1: the key reads a customer in WooCommerce's shape with the spec's meta", async () => {
    const me = await customer();
    const answer = await api.call('GET', `/wc/v3/customers/${me.id}`, { key: 'proxy' });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      id: me.id,
      email: me.email,
      first_name: 'María',
      last_name: 'Rodríguez',
      role: 'customer',
      billing: { email: me.email, phone: '+18095550199', country: 'DO' },
      shipping: { country: 'DO' },
    });
    expect(at(answer.json, 'meta_data')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'social_id', value: '00112345673' }),
        expect.objectContaining({ key: 'phone', value: '+18095550199' }),
      ]),
    );
    const missing = await api.call('GET', '/wc/v3/customers/999999', { key: 'proxy' });
    expect(missing.status).toBe(404);
  });

  it("E1: a customer's token alone can neither read nor change any record, its own included (401, as WooCommerce)", async () => {
    const me = await customer();
    const other = await customer();
    const cases: [string, number, string, object?][] = [
      ['GET', me.id, 'woocommerce_rest_cannot_view'],
      ['GET', other.id, 'woocommerce_rest_cannot_view'],
      ['PUT', me.id, 'woocommerce_rest_cannot_edit', { first_name: 'Yo' }],
      ['PUT', other.id, 'woocommerce_rest_cannot_edit', { first_name: 'Intruso' }],
      ['DELETE', other.id, 'woocommerce_rest_cannot_delete'],
    ];
    for (const [method, id, code, body] of cases) {
      const answer = await api.call(method, `/wc/v3/customers/${id}`, {
        token: me.token,
        ...(body ? { body } : {}),
      });
      expect(answer.status).toBe(401);
      expect(at(answer.json, 'code')).toBe(code);
    }
    const list = await api.call('GET', '/wc/v3/customers', { token: me.token });
    expect(list.status).toBe(401);
    expect(at(list.json, 'code')).toBe('woocommerce_rest_cannot_view');
    for (const id of [me.id, other.id]) {
      const unchanged = await api.call('GET', `/wc/v3/customers/${id}`, { key: 'proxy' });
      expect(at(unchanged.json, 'first_name')).toBe('María');
    }
  });

  it('A4: no credentials → 401; the read key cannot write (401); the write key can', async () => {
    const me = await customer();
    expect((await api.call('GET', `/wc/v3/customers/${me.id}`)).status).toBe(401);
    const readKey = await api.call('PUT', `/wc/v3/customers/${me.id}`, {
      key: 'proxy',
      body: { first_name: 'Intruso' },
    });
    expect(readKey.status).toBe(401);
    expect(at(readKey.json, 'code')).toBe('woocommerce_rest_authentication_error');
    const written = await api.call('PUT', `/wc/v3/customers/${me.id}`, {
      key: 'write',
      body: { first_name: 'María Elena' },
    });
    expect(written.status).toBe(200);
    expect(at(written.json, 'first_name')).toBe('María Elena');
  });

  it('updates names, addresses and the allowlisted meta; E4 drops everything else', async () => {
    const me = await customer();
    const answer = await api.call('PUT', `/wc/v3/customers/${me.id}`, {
      key: 'write',
      body: {
        first_name: 'María José',
        role: 'administrator',
        is_paying_customer: true,
        billing: { address_1: 'Calle Las Mercedes 8', city: 'Santo Domingo', state: 'DO-01' },
        shipping: { address_1: 'Calle Las Mercedes 8', city: 'Santo Domingo', state: 'DO-01' },
        meta_data: [
          { key: 'rnc', value: '131234569' },
          { key: 'trade_name', value: 'Rodríguez Climas SRL' },
          { key: 'wp_capabilities', value: 'administrator' },
        ],
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      first_name: 'María José',
      role: 'customer',
      is_paying_customer: false,
      billing: { address_1: 'Calle Las Mercedes 8', email: me.email },
    });
    const keys = (at(answer.json, 'meta_data') as unknown[]).map((entry) => at(entry, 'key'));
    expect(keys).toContain('trade_name');
    expect(keys).not.toContain('wp_capabilities');
  });

  it('F3/F4: invalid RNC, phone, country or oversized text → 400 and nothing changes', async () => {
    const me = await customer();
    const cases: [unknown, string][] = [
      [{ meta_data: [{ key: 'rnc', value: '123' }] }, 'El RNC no es válido.'],
      [
        { billing: { phone: '555-0100' } },
        'Escribe un teléfono de 10 dígitos que empiece por 809, 829 u 849.',
      ],
      [{ shipping: { country: 'US' } }, ADDRESS_MESSAGES.country],
      [{ billing: { company: 'E'.repeat(101) } }, FIELD_MESSAGES.companyTooLong],
      [
        { meta_data: [{ key: 'trade_name', value: 'R'.repeat(151) }] },
        FIELD_MESSAGES.tradeNameTooLong,
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await api.call('PUT', `/wc/v3/customers/${me.id}`, { key: 'write', body });
      expect(answer.status).toBe(400);
      expect(at(answer.json, 'message')).toBe(message);
    }
    const long = await api.call('PUT', `/wc/v3/customers/${me.id}`, {
      key: 'write',
      body: { billing: { address_1: 'x'.repeat(201) } },
    });
    expect(long.status).toBe(400);
    const after = await api.call('GET', `/wc/v3/customers/${me.id}`, { key: 'proxy' });
    expect(at(after.json, 'billing.phone')).toBe('+18095550199');
  });
});
