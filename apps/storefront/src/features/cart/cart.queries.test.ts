import { createStoreClient } from '@vitrina/api-client';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { cartQueryOptions } from './cart.queries';

const store = inject('embeddedStore');
const GUEST = { token: null, cartKey: 'a'.repeat(32) };

/** A client of the embedded store whose every call goes through `fetch`. */
function storeWith(fetch: typeof globalThis.fetch) {
  const client = createStoreClient({
    baseUrl: store.baseUrl,
    consumerKey: store.consumerKey,
    consumerSecret: store.consumerSecret,
    getToken: () => null,
    getCartKey: () => GUEST.cartKey,
    fetch,
  });
  return () => Promise.resolve(client);
}

describe('reading the cart (spec §8: a failure is logged)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a store that cannot be reached is logged, in Spanish', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const queryClient = createQueryClient();
    const unreachable = storeWith(() => Promise.reject(new TypeError('fetch failed')));
    await expect(
      queryClient.fetchQuery({ ...cartQueryOptions(unreachable, GUEST), retry: false }),
    ).rejects.toThrow();
    expect(logged).toHaveBeenCalledWith('No se pudo cargar el carrito', expect.anything());
  });

  it('a read cancelled on its way (a write answered, the page left) is not logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const queryClient = createQueryClient();
    let sent!: () => void;
    const reached = new Promise<void>((resolve) => (sent = resolve));
    let answered: Promise<unknown> = Promise.resolve();
    const slow = storeWith((input, init) => {
      sent();
      answered = new Promise((resolve) => setTimeout(resolve, 200)).then(() => fetch(input, init));
      return answered as Promise<Response>;
    });
    const options = { ...cartQueryOptions(slow, GUEST), retry: false };
    void queryClient.fetchQuery(options).catch(() => undefined);
    await reached;
    await queryClient.cancelQueries({ queryKey: options.queryKey });
    // The query gives up at once; the read itself ends when its fetch does.
    await expect(answered).rejects.toThrow(/abort/i);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(logged).not.toHaveBeenCalled();
  });
});
