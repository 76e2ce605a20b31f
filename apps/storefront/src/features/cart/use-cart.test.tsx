import { QueryClientProvider, notifyManager } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createStoreClient, type StoreClient } from '@vitrina/api-client';
import { isStoreApiError } from '@vitrina/api-client/errors';
import {
  applianceKeyOf,
  LOCAL_STORAGE_KEYS,
  parseLocalCart,
  parseWooPrice,
  type CartItem,
} from '@vitrina/core';
import { createToastQueue } from '@vitrina/ui/toast';
import type { ReactNode } from 'react';
import { describe, expect, inject, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { createSession } from '../../lib/session';
import { createSafeStorage } from '../../lib/storage';
import { CartProvider, type CartEvents } from './cart-context';
import type { AddableProduct } from './cart-product';
import { toCartProduct } from './cart-product';
import { mergeCartsAtLogin, reAddLocalLines } from './local-cart';
import { useCart } from './use-cart';

const store = inject('embeddedStore');

// TanStack Query tells React about cache changes on a timer by default; on a microtask `act`
// flushes them, so a test sees the optimistic state before the store has answered.
notifyManager.setScheduler(queueMicrotask);

/** One cart call as the store saw it: when it started and ended, relative to the others. */
type Sent = { method: string; path: string; body: string; start: number; end: number };

/** A browser tab: memory storage, its own session and query cache, every store call recorded. */
function tab() {
  const local = createSafeStorage(() => undefined);
  const perTab = createSafeStorage(() => undefined);
  const queryClient = createQueryClient();
  const session = createSession({ local, session: perTab, queryClient });
  const sent: Sent[] = [];
  let clock = 0;
  const client: StoreClient = createStoreClient({
    baseUrl: store.baseUrl,
    // No proxy in this test: the client adds the read key itself, as the shop server would.
    consumerKey: store.consumerKey,
    consumerSecret: store.consumerSecret,
    getToken: () => session.snapshot().token,
    getCartKey: () => session.snapshot().cartKey,
    onCartKey: (key) => session.setCartKey(key),
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const entry: Sent = {
        method: request.method,
        path: new URL(request.url).pathname,
        body: request.method === 'GET' ? '' : await request.clone().text(),
        start: (clock += 1),
        end: 0,
      };
      sent.push(entry);
      const response = await fetch(request);
      entry.end = clock += 1;
      return response;
    },
  });
  const toasts = createToastQueue();
  const tracked: string[] = [];
  const events: CartEvents = {
    added: (item, quantity) => tracked.push(`add ${String(item.product_id)}×${String(quantity)}`),
    removed: (item, quantity) =>
      tracked.push(`remove ${String(item.product_id)}×${String(quantity)}`),
    viewed: () => tracked.push('view'),
  };
  const storeLoader = () => Promise.resolve(client);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <CartProvider
        store={storeLoader}
        session={session}
        toasts={toasts}
        local={local}
        tab={perTab}
        events={events}
      >
        {children}
      </CartProvider>
    </QueryClientProvider>
  );
  const view = renderHook(() => useCart(), { wrapper });
  return { view, sent, session, local, toasts, tracked, client, queryClient, storeLoader };
}

/** The catalogue as the shop server reads it (with the read key). */
const catalogue = createStoreClient({
  baseUrl: store.baseUrl,
  consumerKey: store.consumerKey,
  consumerSecret: store.consumerSecret,
});

/** A product of the demo catalogue as a catalogue card would pass it. */
async function addable(id: number): Promise<AddableProduct> {
  const product = await catalogue.products.get(id);
  return {
    id,
    name: product.name,
    regularCents: parseWooPrice(product.regular_price) ?? 0,
    stockStatus: product.stock_status,
    categoryIds: product.categories.map((category) => category.id),
  };
}

async function inStock(count: number, minimum = 5): Promise<AddableProduct[]> {
  const { items } = await catalogue.products.list({ stock_status: 'instock', per_page: 50 });
  const picked = items
    .filter((product) => product.stock_quantity === null || product.stock_quantity >= minimum)
    .slice(0, count);
  return Promise.all(picked.map((product) => addable(product.id)));
}

async function productWithStock(
  predicate: (stock: number | null) => boolean,
): Promise<AddableProduct> {
  const { items } = await catalogue.products.list({ per_page: 100 });
  const product = items.find((item) => predicate(item.stock_quantity));
  if (product === undefined) throw new Error('no such product in the demo catalogue');
  return addable(product.id);
}

type Tab = ReturnType<typeof tab>;

/** Does what a shopper's press does, then lets React and the query cache catch up. */
async function press(action: () => unknown): Promise<void> {
  await act(async () => {
    action();
    await Promise.resolve();
  });
}

function lineOf(current: Tab, productId: number): CartItem | undefined {
  return current.view.result.current.state.local_cart.find((item) => item.product_id === productId);
}

/** Presses + on a line, as fast as a shopper can: the next press sees the quantity shown. */
async function clickPlus(current: Tab, productId: number): Promise<void> {
  const line = lineOf(current, productId);
  if (!line) throw new Error('no line');
  await press(() => current.view.result.current.setQuantity(line, line.quantity + 1));
  await waitFor(() => expect(lineOf(current, productId)?.quantity).toBe(line.quantity + 1));
}

async function settled(current: Tab): Promise<void> {
  await waitFor(() => expect(current.view.result.current.state.updating).toBe(false));
}

describe('the cart hooks against the embedded store', () => {
  it('an installation is added attached to its air conditioner, follows its quantity at once and on the store, and leaves with it (issue 29)', async () => {
    const current = tab();
    const airConditioners = await catalogue.products.list({ category: 194, per_page: 20 });
    const ac = airConditioners.items.find(
      (item) => item.type === 'simple' && (item.stock_quantity ?? 99) >= 3,
    );
    const services = await catalogue.products.list({ category: 200, per_page: 1 });
    if (!ac || !services.items[0]) throw new Error('catalogue too small');
    const [appliance, service] = await Promise.all([addable(ac.id), addable(services.items[0].id)]);
    await press(() => current.view.result.current.add(toCartProduct(appliance), 2));
    await settled(current);
    const applianceLine = lineOf(current, appliance.id);
    if (!applianceLine) throw new Error('no line');
    await press(() =>
      current.view.result.current.addInstallation(toCartProduct(service), applianceLine),
    );
    // Shown at once under its appliance's key, at its quantity.
    expect(lineOf(current, service.id)).toMatchObject({
      quantity: 2,
      installation_for: applianceLine.cart_key,
    });
    await settled(current);
    expect(lineOf(current, service.id)).toMatchObject({
      quantity: 2,
      installation_for: applianceLine.cart_key,
    });
    await clickPlus(current, appliance.id);
    expect(lineOf(current, service.id)?.quantity).toBe(3);
    await settled(current);
    const stored = await current.client.cart.get();
    expect(stored.items.map((line) => [line.id, line.quantity.value])).toEqual([
      [appliance.id, 3],
      [service.id, 3],
    ]);
    // local_cart_b keeps the tie: a cart lost and recovered from it has the installation attached.
    const kept = parseLocalCart(current.local.get(LOCAL_STORAGE_KEYS.local_cart_b));
    expect(kept.map((entry) => [entry.product_id, entry.installation_for])).toEqual([
      [appliance.id, undefined],
      [service.id, appliance.id],
    ]);
    const other = tab();
    const recovered = await reAddLocalLines(other.client, kept, await other.client.cart.get());
    expect(
      recovered.items.map((line) => [
        line.id,
        line.quantity.value,
        applianceKeyOf(line.cart_item_data) === recovered.items[0]?.item_key,
      ]),
    ).toEqual([
      [appliance.id, 3, false],
      [service.id, 3, true],
    ]);
    const raised = lineOf(current, appliance.id);
    if (!raised) throw new Error('no line');
    await press(() => current.view.result.current.remove(raised));
    expect(current.view.result.current.state.local_cart).toEqual([]);
    await settled(current);
    expect((await current.client.cart.get()).items).toEqual([]);
  });

  it('a guest adds two products: shown at once, then the store answer, with the first cart_key kept', async () => {
    const current = tab();
    const [first, second] = await inStock(2);
    if (!first || !second) throw new Error('catalogue too small');
    await press(() => current.view.result.current.add(toCartProduct(first)));
    // Optimistic: the line is there before the store answered.
    expect(lineOf(current, first.id)?.quantity).toBe(1);
    await press(() => current.view.result.current.add(toCartProduct(second), 2));
    await settled(current);
    const key = current.session.snapshot().cartKey;
    expect(key).not.toBeNull();
    const state = current.view.result.current.state;
    expect(state.local_cart.map((item) => [item.product_id, item.quantity])).toEqual([
      [first.id, 1],
      [second.id, 2],
    ]);
    expect(state.cart_key).toBe(key);
    expect(state.total_price).toBeGreaterThan(0);
    expect(state.sub_total).toBeGreaterThan(0);
    expect(state.toast_status).toBe('success');
    // local_cart_b keeps the lines with their products (spec §3).
    const stored = parseLocalCart(current.local.get(LOCAL_STORAGE_KEYS.local_cart_b));
    expect(stored.map((entry) => [entry.product_id, entry.quantity, entry.product.name])).toEqual([
      [first.id, 1, first.name],
      [second.id, 2, second.name],
    ]);
    expect(current.tracked).toEqual([`add ${String(first.id)}×1`, `add ${String(second.id)}×2`]);
    // The store holds exactly what is shown.
    const cart = await current.client.cart.get();
    expect(cart.items.map((line) => [line.id, line.quantity.value])).toEqual([
      [first.id, 1],
      [second.id, 2],
    ]);
  });

  it('rapid + clicks are sent one after the other with rising quantities, ending where the store is', async () => {
    const current = tab();
    const [product] = await inStock(1, 8);
    if (!product) throw new Error('catalogue too small');
    await press(() => current.view.result.current.add(toCartProduct(product)));
    await settled(current);
    current.sent.length = 0;
    for (let click = 0; click < 5; click += 1) await clickPlus(current, product.id);
    // Shown at once, whatever has been answered yet.
    expect(lineOf(current, product.id)?.quantity).toBe(6);
    await settled(current);
    const writes = current.sent.filter((entry) => entry.method === 'POST');
    expect(writes.map((entry) => JSON.parse(entry.body) as unknown)).toEqual(
      [2, 3, 4, 5, 6].map((quantity) => ({ quantity: String(quantity) })),
    );
    // Never two writes in flight at once.
    for (const [index, entry] of writes.entries()) {
      const next = writes[index + 1];
      if (next) expect(next.start).toBeGreaterThan(entry.end);
    }
    expect(lineOf(current, product.id)?.quantity).toBe(6);
    const cart = await current.client.cart.get();
    expect(cart.items.map((line) => line.quantity.value)).toEqual([6]);
  });

  it('F1/R4: + past the stock is refused by the store: rolled back to its quantity, its message in a toast', async () => {
    const current = tab();
    const product = await productWithStock((stock) => stock === 3);
    await press(() => current.view.result.current.add(toCartProduct(product)));
    await settled(current);
    const line = lineOf(current, product.id);
    if (!line) throw new Error('no line');
    // Four quick presses of +: 2 and 3 fit the stock, 4 and 5 do not.
    for (const quantity of [2, 3, 4, 5])
      await press(() => current.view.result.current.setQuantity(line, quantity));
    await settled(current);
    const cart = await current.client.cart.get();
    const stored = cart.items[0]?.quantity.value;
    expect(stored).toBe(3);
    expect(lineOf(current, product.id)?.quantity).toBe(stored);
    const state = current.view.result.current.state;
    expect(state.toast_status).toBe('error');
    // The store's own message, as is: the one it gives for the same refused quantity.
    const refusal = await current.client.cart.updateItem(line.cart_key, 5).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isStoreApiError(refusal) && refusal.message).toBe(state.toast_message);
    expect(current.toasts.visibleToasts.map((toast) => toast.content.message)).toContain(
      state.toast_message,
    );
  });

  it('an out-of-stock add shows the store message as is and leaves the cart as it was', async () => {
    const current = tab();
    const [kept] = await inStock(1);
    if (!kept) throw new Error('catalogue too small');
    await press(() => current.view.result.current.add(toCartProduct(kept)));
    await settled(current);
    const soldOut = await productWithStock((stock) => stock === 0);
    await press(() =>
      current.view.result.current.add(toCartProduct({ ...soldOut, stockStatus: 'instock' })),
    );
    expect(lineOf(current, soldOut.id)).toBeDefined();
    await settled(current);
    expect(lineOf(current, soldOut.id)).toBeUndefined();
    expect(current.view.result.current.state.local_cart.map((item) => item.product_id)).toEqual([
      kept.id,
    ]);
    expect(current.view.result.current.state.toast_message).toBe(
      `No puedes añadir «${soldOut.name}» al carrito porque está agotado.`,
    );
  });

  it('removes a line and clears the cart, each refreshed from the store', async () => {
    const current = tab();
    const [first, second] = await inStock(2);
    if (!first || !second) throw new Error('catalogue too small');
    await press(() => current.view.result.current.add(toCartProduct(first)));
    await press(() => current.view.result.current.add(toCartProduct(second)));
    await settled(current);
    await press(() => {
      const line = lineOf(current, first.id);
      if (line) current.view.result.current.remove(line);
    });
    expect(lineOf(current, first.id)).toBeUndefined();
    await settled(current);
    expect((await current.client.cart.get()).items.map((line) => line.id)).toEqual([second.id]);
    await press(() => current.view.result.current.clear());
    await settled(current);
    expect(current.view.result.current.state.local_cart).toEqual([]);
    expect(current.view.result.current.state.total_price).toBe(0);
    expect((await current.client.cart.get()).items).toEqual([]);
    expect(current.tracked.filter((entry) => entry.startsWith('remove'))).toEqual([
      `remove ${String(first.id)}×1`,
      `remove ${String(second.id)}×1`,
    ]);
  });

  it('a reloaded tab loads the cart with one cart call and one products call', async () => {
    const current = tab();
    const products = await inStock(3);
    for (const product of products)
      await press(() => current.view.result.current.add(toCartProduct(product)));
    await settled(current);
    const key = current.session.snapshot().cartKey;
    if (key === null) throw new Error('no cart key');

    const reloaded = tab();
    await press(() => reloaded.session.setCartKey(key));
    await waitFor(() => expect(reloaded.view.result.current.state.local_cart).toHaveLength(3));
    expect(reloaded.sent.map((entry) => `${entry.method} ${entry.path}`)).toEqual([
      'GET /wp-json/cocart/v2/cart',
      'GET /wp-json/wc/v3/products',
    ]);
  });

  it('login: the guest cart is merged and local_cart_b re-added without doubling (spec §4)', async () => {
    const current = tab();
    const [product, fromOtherTab] = await inStock(2);
    if (!product || !fromOtherTab) throw new Error('catalogue too small');
    await press(() => current.view.result.current.add(toCartProduct(product), 2));
    await settled(current);
    // A line another tab added, known only to local_cart_b.
    const stored = parseLocalCart(current.local.get(LOCAL_STORAGE_KEYS.local_cart_b));
    current.local.set(
      LOCAL_STORAGE_KEYS.local_cart_b,
      JSON.stringify([
        ...stored,
        { product_id: fromOtherTab.id, quantity: 1, product: toCartProduct(fromOtherTab) },
      ]),
    );
    const guestCartKey = current.session.snapshot().cartKey;
    const { results } = await current.client.account.login({
      email: 'carlos.santos@vitrina.do',
      password: 'Vitrina-Demo-2026',
    });
    await press(() => current.session.signIn(results.token));
    const cart = await mergeCartsAtLogin({
      store: current.storeLoader,
      session: current.session,
      local: current.local,
      queryClient: current.queryClient,
      guestCartKey,
    });
    const quantities = new Map(cart.items.map((line) => [line.id, line.quantity.value]));
    expect(quantities.get(product.id)).toBe(2);
    expect(quantities.get(fromOtherTab.id)).toBe(1);
    expect(current.session.snapshot().cartKey).toBeNull();
    expect(current.local.get(LOCAL_STORAGE_KEYS.local_cart_b)).toBeNull();
    // The customer's cart is read again with its products: more than waitFor's 1 s on a busy machine.
    await waitFor(() => expect(lineOf(current, fromOtherTab.id)?.quantity).toBe(1), {
      timeout: 5000,
    });
    expect(current.view.result.current.state.token).toBe(results.token);
  });
});
