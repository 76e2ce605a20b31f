import { describe, expect, it } from 'vitest';
import {
  ANA,
  CARLOS,
  clientFor,
  failure,
  signedInClient,
  useTestStore,
} from '../../test/support/store.js';
import { readCustomerMeta } from './customers.js';

const store = useTestStore();

describe('customers against the embedded store', () => {
  it('reads the signed-in customer with billing, shipping and the spec meta entries', async () => {
    const ana = await signedInClient(store(), ANA);
    const { id } = await ana.account.currentUser();
    const customer = await ana.customers.get(id);
    expect(customer).toMatchObject({ id, email: ANA });
    expect(Object.keys(readCustomerMeta(customer))).toEqual([
      'phone',
      'social_id',
      'passport',
      'rnc',
      'trade_name',
    ]);
  });

  it('updates names, an address and an allowed meta entry', async () => {
    const ana = await signedInClient(store(), ANA);
    const { id } = await ana.account.currentUser();
    const updated = await ana.customers.update(id, {
      first_name: 'Ana María',
      shipping: { city: 'Santiago de los Caballeros' },
      meta_data: [{ key: 'trade_name', value: 'Pérez Comercial SRL' }],
    });
    expect(updated.first_name).toBe('Ana María');
    expect(updated.shipping.city).toBe('Santiago de los Caballeros');
    expect(readCustomerMeta(updated).trade_name).toBe('Pérez Comercial SRL');
    expect((await ana.customers.get(id)).first_name).toBe('Ana María');
  });

  it('a 400 carries the server message (an e-mail that belongs to someone else)', async () => {
    const ana = await signedInClient(store(), ANA);
    const { id } = await ana.account.currentUser();
    const error = await failure(ana.customers.update(id, { email: CARLOS }));
    expect(error).toMatchObject({
      name: 'StoreApiError',
      status: 400,
      message: 'Ya existe una cuenta con este correo.',
    });
  });

  it("another customer's profile is a 403 (E1)", async () => {
    const carlos = await signedInClient(store(), CARLOS);
    const ana = await signedInClient(store(), ANA);
    const { id: anaId } = await ana.account.currentUser();
    const error = await failure(carlos.customers.get(anaId));
    expect(error).toMatchObject({
      status: 403,
      code: 'woocommerce_rest_cannot_view',
      method: 'GET',
    });
  });

  it('no token and no key is a 401', async () => {
    const error = await failure(
      clientFor(store(), { consumerKey: undefined, consumerSecret: undefined }).customers.get(1),
    );
    expect(error).toMatchObject({ name: 'StoreApiError', status: 401 });
  });

  it('jwt_auth_invalid_token on the customer call', async () => {
    const client = clientFor(store(), {
      consumerKey: undefined,
      consumerSecret: undefined,
      getToken: () => 'x.y.z',
    });
    const error = await failure(client.customers.get(1));
    expect(error).toMatchObject({ status: 403, code: 'jwt_auth_invalid_token' });
  });
});
