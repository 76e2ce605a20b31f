import { createStoreClient } from '@vitrina/api-client';
import { newGuestCartKey } from '@vitrina/core';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { CART_EARLY_READ_SCRIPT, fetchWithEarlyReads } from './early-responses';

const store = inject('embeddedStore');
const realFetch = globalThis.fetch;

/**
 * The page's cart requests, counted, then sent to the embedded store, which stands where the
 * shop's own origin (the proxy) would answer. Only the cart's: this file shares its worker with
 * others, whose background requests may land while the stub is in place.
 */
function countRequests(): string[] {
  const sent: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/wp-json/cocart/') || pathname.startsWith('/wp-json/wc/v3/products'))
      sent.push(`${request.method} ${request.url}`);
    // The shop's proxy signs catalogue reads with the consumer key (A1); the store stands in.
    const signed = pathname.startsWith('/wp-json/wc/')
      ? `${request.url}&consumer_key=${store.consumerKey}&consumer_secret=${store.consumerSecret}`
      : request.url;
    return realFetch(signed.replace(window.location.origin, store.baseUrl), {
      method: request.method,
      headers: request.headers,
    });
  });
  return sent;
}

/** A guest cart on the store holding one product; answers its key and the product's id. */
async function guestCart(): Promise<{ key: string; productId: number }> {
  const read = `consumer_key=${store.consumerKey}&consumer_secret=${store.consumerSecret}`;
  const answer = await realFetch(
    `${store.baseUrl}/wp-json/wc/v3/products?per_page=1&stock_status=instock&type=simple&${read}`,
  );
  const [product] = (await answer.json()) as { id: number }[];
  if (product === undefined) throw new Error('the demo store has no product in stock');
  const key = newGuestCartKey();
  const added = await realFetch(
    `${store.baseUrl}/wp-json/cocart/v2/cart/add-item?cart_key=${key}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: String(product.id), quantity: '1' }),
    },
  );
  expect(added.ok).toBe(true);
  return { key, productId: product.id };
}

const runHeadScript = () => {
  // The script is the page's own, as the browser runs it from the HTML.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the head script, run as the page runs it
  (new Function(CART_EARLY_READ_SCRIPT) as () => void)();
};

describe('the cart page asks for the cart as its HTML is read (issue 36)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    localStorage.clear();
    Reflect.deleteProperty(window, '__vitrinaEarly');
  });

  it("a guest's cart: the store client takes the page's read, and asks the store once", async () => {
    const { key, productId } = await guestCart();
    sessionStorage.setItem('cart_key', key);
    const sent = countRequests();
    const cartReads = () => sent.filter((request) => request.includes('/cocart/'));
    runHeadScript();
    expect(cartReads()).toHaveLength(1);

    const client = createStoreClient({
      baseUrl: window.location.origin,
      fetch: fetchWithEarlyReads,
      getToken: () => null,
      getCartKey: () => key,
    });
    const cart = await client.cart.get();
    expect(cart.items.map((line) => line.id)).toEqual([productId]);
    expect(cartReads()).toHaveLength(1);
    // Taken once: the next read goes to the store.
    await client.cart.get();
    expect(cartReads()).toHaveLength(2);
  });

  it("a guest's cart and its lines' products: once the cart answers, the page asks for the products as the client will, and the client takes both", async () => {
    const { key, productId } = await guestCart();
    sessionStorage.setItem('cart_key', key);
    const sent = countRequests();
    runHeadScript();
    // Before the app is up: the products are asked for as soon as the cart answers.
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    const client = createStoreClient({
      baseUrl: window.location.origin,
      fetch: fetchWithEarlyReads,
      getToken: () => null,
      getCartKey: () => key,
    });
    const { items } = await client.cart.getWithProducts();
    expect(items.map((item) => item.product_id)).toEqual([productId]);
    expect(sent).toEqual([
      `GET ${window.location.origin}/wp-json/cocart/v2/cart?cart_key=${key}`,
      `GET ${window.location.origin}/wp-json/wc/v3/products?per_page=1&include=${String(productId)}`,
    ]);
  });

  it("a customer's cart is asked with the bearer, as the store client asks it", async () => {
    localStorage.setItem('token', 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.firma');
    const sent = countRequests();
    runHeadScript();
    const client = createStoreClient({
      baseUrl: window.location.origin,
      fetch: fetchWithEarlyReads,
      getToken: () => localStorage.getItem('token'),
      getCartKey: () => null,
    });
    // The store refuses the token; what counts here is that the page's read was the one used.
    await client.cart.get().catch(() => undefined);
    expect(sent).toHaveLength(1);
  });

  it('a tab with no cart asks for nothing', () => {
    const sent = countRequests();
    runHeadScript();
    sessionStorage.setItem('cart_key', 'NO-ES-UNA-CLAVE');
    runHeadScript();
    expect(sent).toEqual([]);
  });
});
