import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { StoreClient } from '@vitrina/api-client';
import { isStoreApiError } from '@vitrina/api-client/errors';
import type { CoCartCart } from '@vitrina/api-client/cart';
import { installationItemData, newGuestCartKey } from '@vitrina/core';
import { cartWriteFailureMessage } from '../../copy/cart';
import { privateQueryRoots } from '../../lib/query-keys';
import type { StoreLoader } from '../../lib/api';
import type { SessionSnapshot } from '../../lib/session';
import {
  EMPTY_CART_DATA,
  applyIntent,
  knownProducts,
  lineKeyOf,
  lineOf,
  showPending,
  type CartData,
  type CartIntent,
  type CartView,
} from './cart-data';
import { useCartContext, type CartEvents } from './cart-context';
import { rememberLocalCart } from './remember-local-cart';
import { cartQueryKey, pendingIntents } from './cart.queries';

// One queue for every write of this browser's cart: each write is sent once the one before it
// answered, so rapid clicks never race (the store sees 2, 3, 4, never 4 then 3) and each answer
// already includes every earlier write.
const CART_WRITES = { mutationKey: privateQueryRoots.cart, scope: { id: 'cart-writes' } } as const;

function currentData(queryClient: QueryClient, key: readonly unknown[]): CartData | undefined {
  return queryClient.getQueryData<CartData>(key);
}

/** Sends one intention to the store; answers the store's cart. */
async function send(client: StoreClient, intent: CartIntent, confirmed: CartView) {
  if (intent.kind === 'add') {
    if (intent.attachTo === undefined)
      return client.cart.addItem({ id: intent.product.id, quantity: intent.quantity });
    // The appliance's key is read when the write runs, as below; gone meanwhile: nothing to add.
    const applianceKey = lineKeyOf(confirmed, intent.attachTo);
    if (applianceKey === undefined) return client.cart.get();
    return client.cart.addItem({
      id: intent.product.id,
      quantity: intent.quantity,
      item_data: installationItemData(applianceKey),
    });
  }
  if (intent.kind === 'clear') {
    await client.cart.clear();
    return client.cart.get();
  }
  // The line's key is read when the write runs: an add queued before it has named it by then.
  const key = lineKeyOf(confirmed, intent.product_id);
  if (key === undefined) return client.cart.get();
  return intent.kind === 'quantity'
    ? client.cart.updateItem(key, intent.quantity)
    : client.cart.removeItem(key);
}

/** The products a write's answer is mapped with: the cart's, and the one being added. */
function knownFor(intent: CartIntent, confirmed: CartView) {
  const known = knownProducts(confirmed);
  if (intent.kind === 'add') known.set(intent.product.id, intent.product);
  return known;
}

/** Whether the store's cart `now` already holds what `intent` asked of the cart `before`. */
function landed(intent: CartIntent, before: CartView, now: CartView): boolean {
  switch (intent.kind) {
    case 'add':
      return (
        (lineOf(now, intent.product.id)?.quantity ?? 0) >
        (lineOf(before, intent.product.id)?.quantity ?? 0)
      );
    case 'quantity':
      // Quantity 0 removes the line (CoCart).
      return (lineOf(now, intent.product_id)?.quantity ?? 0) === intent.quantity;
    case 'remove':
      return lineKeyOf(now, intent.product_id) === undefined;
    case 'clear':
      return now.items.length === 0 && now.unavailable.length === 0;
  }
}

/**
 * How long the cart read after a write with no answer may take: the shopper waits for it before
 * being told anything, and a store that did not answer the write may not answer this either.
 */
const REREAD_TIMEOUT_MS = 5_000;

/**
 * The product a write was about, for its message. `view` is the store's last answer: a line
 * only the store has named can be changed or removed, and a removal is no longer shown (R3).
 */
function productName(intent: CartIntent, view: CartView | undefined): string {
  if (intent.kind === 'add') return intent.product.name;
  if (intent.kind === 'clear') return '';
  return (
    (view &&
      (lineOf(view, intent.product_id)?.name ??
        view.unavailable.find((line) => line.product_id === intent.product_id)?.name)) ??
    ''
  );
}

/** GA4: what changed between two store answers, line by line (spec: add_to_cart, remove_from_cart). */
function trackChanges(events: CartEvents, before: CartView, after: CartView): void {
  for (const line of after.items) {
    const previous = lineOf(before, line.product_id)?.quantity ?? 0;
    if (line.quantity > previous) events.added(line, line.quantity - previous);
    if (line.quantity < previous) events.removed(line, previous - line.quantity);
  }
  for (const line of before.items)
    if (lineOf(after, line.product_id) === undefined) events.removed(line, line.quantity);
}

const NO_CART_KEY = cartQueryKey({ token: null, cartKey: null });

function hasCart(identity: SessionSnapshot): boolean {
  return identity.token !== null || identity.cartKey !== null;
}

/** The code a cart write needs: the store client and the mapping of its answer. */
function loadCartWrites(store: StoreLoader) {
  return Promise.all([store(), import('./cart-answer')]);
}

/**
 * Loads the code of the cart's writes ahead (an add button is on the page): the press may be the
 * page's last moment (a reload right after), so the add must leave at the press, not once its
 * code has arrived. Nobody waits for this load: a failure meets the write that needs the code.
 */
export function preloadCartWrites(store: StoreLoader): void {
  loadCartWrites(store).catch(() => undefined);
}

let intentSequence = 0;

/** A fresh id for an intention (to tell it apart from the other writes in flight). */
export function nextIntentId(): string {
  intentSequence += 1;
  return `intent-${String(intentSequence)}`;
}

/**
 * The cart's writes: add, change a quantity, remove a line, clear. Each is shown at once
 * (optimistic), queued behind the writes before it, sent to the store, and the cart is then
 * refreshed from the store's answer. A refused write is rolled back, with the store's message
 * in a toast; a failure is logged (spec §8).
 */
export function useCartWrites() {
  const queryClient = useQueryClient();
  const { store, session, toasts, local, events, setToast, couponHold } = useCartContext();
  const keyNow = () => cartQueryKey(session.snapshot());
  // What the shopper sees is also what `local_cart_b` keeps, writes in flight included: a page
  // left before the store answered (the answer bringing a first cart's key is then lost) still
  // has its lines to offer back.
  const show = (key: readonly unknown[], data: CartData): void => {
    queryClient.setQueryData<CartData>(key, data);
    rememberLocalCart(local, session, data.shown);
  };
  /** A write the store made: its cart shown (with the writes still in flight) and counted. */
  const done = (key: readonly unknown[], intent: CartIntent, before: CartView, view: CartView) => {
    show(key, showPending(view, pendingIntents(queryClient, intent.id)));
    // An emptied cart holds no coupon, as in WooCommerce.
    if (intent.kind === 'clear') couponHold.hold([]);
    trackChanges(events, before, view);
    setToast({ status: 'success', message: '' });
  };
  /** The store's cart now, or `undefined` when it cannot be read in time (logged). */
  const readAgain = async (intent: CartIntent, before: CartView): Promise<CartView | undefined> => {
    if (!hasCart(session.snapshot())) return undefined;
    try {
      const [client, { toCartView }] = await loadCartWrites(store);
      const signal = AbortSignal.timeout(REREAD_TIMEOUT_MS);
      const answer = await client.cart.get({ signal });
      return toCartView(await client.cart.withItems(answer, knownFor(intent, before), { signal }));
    } catch (error) {
      console.error('No se pudo volver a leer el carrito', error);
      return undefined;
    }
  };

  return useMutation({
    ...CART_WRITES,
    mutationFn: async (intent: CartIntent): Promise<CartView> => {
      const [client, { toCartView }] = await loadCartWrites(store);
      const confirmed = currentData(queryClient, keyNow())?.confirmed ?? EMPTY_CART_DATA.confirmed;
      const answer: CoCartCart = await send(client, intent, confirmed);
      return toCartView(await client.cart.withItems(answer, knownFor(intent, confirmed)));
    },
    onMutate: (intent) => {
      const before = session.snapshot();
      // A guest's first add names its cart at the press, before any code loads or anything is
      // sent: the press may be the page's last moment (a reload, a closed tab), and the next
      // page finds the cart under the stored key (CoCart keeps a key the client chose; R12).
      if (intent.kind === 'add' && !hasCart(before)) session.setCartKey(newGuestCartKey());
      const key = keyNow();
      // A cart not loaded yet is not guessed at: the store's answer will show it whole. A cart
      // named just now has nothing on the store yet: what was shown without a key is its start.
      const data = hasCart(before)
        ? currentData(queryClient, key)
        : (currentData(queryClient, NO_CART_KEY) ?? EMPTY_CART_DATA);
      if (data === undefined) return;
      show(key, { confirmed: data.confirmed, shown: applyIntent(data.shown, intent) });
    },
    onSuccess: async (view, intent) => {
      // The key may have changed: the store answered another cart than the one named (R12).
      const identity = session.snapshot();
      const key = cartQueryKey(identity);
      // A read sent before this write landed would bring back the cart without it.
      await queryClient.cancelQueries({ queryKey: key });
      const before = currentData(queryClient, key)?.confirmed ?? EMPTY_CART_DATA.confirmed;
      // What was shown before the cart had a key is now under the key.
      if (hasCart(identity)) queryClient.removeQueries({ queryKey: NO_CART_KEY, exact: true });
      done(key, intent, before, view);
    },
    onError: async (error, intent) => {
      console.error('Falló una escritura del carrito', error);
      const key = keyNow();
      await queryClient.cancelQueries({ queryKey: key });
      const data = currentData(queryClient, key);
      const before = data?.confirmed ?? EMPTY_CART_DATA.confirmed;
      // A write that got no answer (a timeout, a dropped connection) may have landed. The cart is
      // read again before the shopper is asked to retry, so a second press never adds again
      // what the store already has (H4); a write that landed is shown as done.
      const now = isStoreApiError(error) ? undefined : await readAgain(intent, before);
      if (now !== undefined && landed(intent, before, now)) {
        done(key, intent, before, now);
        return;
      }
      const message = cartWriteFailureMessage(
        error,
        intent.kind,
        productName(intent, data?.confirmed),
      );
      setToast({ status: 'error', message });
      toasts.add({ status: 'error', message }, { timeout: 8000 });
      if (data === undefined) return;
      // Roll back: the store's cart (read again, or its last answer) with only the other writes
      // still in flight on top.
      const rolledBack = showPending(now ?? data.confirmed, pendingIntents(queryClient, intent.id));
      // A write that got no answer (the page being left cancels it, too) may have landed:
      // `local_cart_b` keeps it, so a cart found empty later offers it back. A refusal is final.
      if (isStoreApiError(error)) show(key, rolledBack);
      else queryClient.setQueryData<CartData>(key, rolledBack);
    },
  });
}
