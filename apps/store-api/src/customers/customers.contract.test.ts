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
  it("E1: a customer reads their own record in WooCommerce's shape with the spec's meta", async () => {
    const me = await customer();
    const answer = await api.call('GET', `/wc/v3/customers/${me.id}`, { token: me.token });
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
  });

  it("E1: another customer's record → 403 for GET and PUT, and it stays unchanged", async () => {
    const me = await customer();
    const other = await customer();
    const read = await api.call('GET', `/wc/v3/customers/${other.id}`, { token: me.token });
    expect(read.status).toBe(403);
    expect(at(read.json, 'code')).toBe('woocommerce_rest_cannot_view');
    const write = await api.call('PUT', `/wc/v3/customers/${other.id}`, {
      token: me.token,
      body: { first_name: 'Intruso' },
    });
    expect(write.status).toBe(403);
    const unchanged = await api.call('GET', `/wc/v3/customers/${other.id}`, { token: other.token });
    expect(at(unchanged.json, 'first_name')).toBe('María');
  });

  it('E1: a token wins over the proxy key that travels with it', async () => {
    const me = await customer();
    const other = await customer();
    const answer = await api.call('GET', `/wc/v3/customers/${other.id}`, {
      token: me.token,
      key: 'proxy',
    });
    expect(answer.status).toBe(403);
  });

  it('no credentials → 401; a consumer key reads anyone; a bad token → 403 jwt_auth_invalid_token', async () => {
    const me = await customer();
    expect((await api.call('GET', `/wc/v3/customers/${me.id}`)).status).toBe(401);
    expect((await api.call('GET', `/wc/v3/customers/${me.id}`, { key: 'proxy' })).status).toBe(200);
    const bad = await api.call('GET', `/wc/v3/customers/${me.id}`, { token: 'eyJ.roto.x' });
    expect(bad.status).toBe(403);
    expect(at(bad.json, 'code')).toBe('jwt_auth_invalid_token');
    const missing = await api.call('GET', '/wc/v3/customers/999999', { key: 'proxy' });
    expect(missing.status).toBe(404);
  });

  it('updates names, addresses and the allowlisted meta; E4 drops everything else', async () => {
    const me = await customer();
    const answer = await api.call('PUT', `/wc/v3/customers/${me.id}`, {
      token: me.token,
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
      const answer = await api.call('PUT', `/wc/v3/customers/${me.id}`, { token: me.token, body });
      expect(answer.status).toBe(400);
      expect(at(answer.json, 'message')).toBe(message);
    }
    const long = await api.call('PUT', `/wc/v3/customers/${me.id}`, {
      token: me.token,
      body: { billing: { address_1: 'x'.repeat(201) } },
    });
    expect(long.status).toBe(400);
    const after = await api.call('GET', `/wc/v3/customers/${me.id}`, { token: me.token });
    expect(at(after.json, 'billing.phone')).toBe('+18095550199');
  });
});
