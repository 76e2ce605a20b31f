import { describe, expect, it } from 'vitest';
import {
  ANA,
  CARLOS,
  clientFor,
  failure,
  signedInClient,
  useTestStore,
  writerFor,
} from '../../test/support/store.js';
import { readCustomerMeta } from './customers.js';

const store = useTestStore();

describe('customers against the embedded store', () => {
  it('reads a customer with billing, shipping and the spec meta entries (key)', async () => {
    const ana = await signedInClient(store(), ANA);
    const { id } = await ana.account.currentUser();
    const customer = await clientFor(store()).customers.get(id);
    expect(customer).toMatchObject({ id, email: ANA });
    expect(Object.keys(readCustomerMeta(customer))).toEqual([
      'phone',
      'social_id',
      'passport',
      'rnc',
      'trade_name',
      'billing_reference',
      'shipping_reference',
    ]);
  });

  it('updates names, an address and an allowed meta entry (read_write key)', async () => {
    const ana = await signedInClient(store(), ANA);
    const { id } = await ana.account.currentUser();
    const writer = writerFor(store());
    const updated = await writer.customers.update(id, {
      first_name: 'Ana María',
      shipping: { city: 'Santiago de los Caballeros' },
      meta_data: [{ key: 'trade_name', value: 'Pérez Comercial SRL' }],
    });
    expect(updated.first_name).toBe('Ana María');
    expect(updated.shipping.city).toBe('Santiago de los Caballeros');
    expect(readCustomerMeta(updated).trade_name).toBe('Pérez Comercial SRL');
    expect((await writer.customers.get(id)).first_name).toBe('Ana María');
  });

  it('a 400 carries the server message (an e-mail that belongs to someone else)', async () => {
    const ana = await signedInClient(store(), ANA);
    const { id } = await ana.account.currentUser();
    const error = await failure(writerFor(store()).customers.update(id, { email: CARLOS }));
    expect(error).toMatchObject({
      name: 'StoreApiError',
      status: 400,
      message: 'Ya existe una cuenta con este correo.',
    });
  });

  it("a customer's token alone reads and changes no customer, its own included (401, as WooCommerce)", async () => {
    const ana = await signedInClient(store(), ANA);
    const { id } = await ana.account.currentUser();
    expect(await failure(ana.customers.get(id))).toMatchObject({
      status: 401,
      code: 'woocommerce_rest_cannot_view',
      method: 'GET',
    });
    expect(await failure(ana.customers.update(id, { first_name: 'Yo' }))).toMatchObject({
      status: 401,
      code: 'woocommerce_rest_cannot_edit',
      method: 'PUT',
    });
  });

  it('the read key cannot change a customer (401)', async () => {
    const ana = await signedInClient(store(), ANA);
    const { id } = await ana.account.currentUser();
    const error = await failure(clientFor(store()).customers.update(id, { first_name: 'Yo' }));
    expect(error).toMatchObject({ status: 401, code: 'woocommerce_rest_authentication_error' });
  });

  it('no token and no key is a 401', async () => {
    const error = await failure(
      clientFor(store(), { consumerKey: undefined, consumerSecret: undefined }).customers.get(1),
    );
    expect(error).toMatchObject({ name: 'StoreApiError', status: 401 });
  });
});
