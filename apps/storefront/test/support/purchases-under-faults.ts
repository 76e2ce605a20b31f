import { SlotAgendaSchema } from '@vitrina/api-client/shipping';
import { z } from 'zod';
import {
  startStoreRelay,
  type RelayedRequest,
  type StoreFault,
  type StoreRelay,
} from './store-relay.js';
import { seededRandom, virtualShopper } from './virtual-shopper.js';

/**
 * H1/H3/R8 (#28): shoppers buying at once while the store's answers to their orders fail at
 * every step (never seen, limited before it with a 429, lost after the order was made, a 500
 * after it, a 504 before a late commit) and while shoppers stop waiting for the answer. The fault test runs it small, the
 * bench with 200 purchases by 20 shoppers.
 */
export const FAULTS: readonly (StoreFault | undefined)[] = [
  undefined,
  undefined,
  '502-before-commit',
  '429-before-commit',
  'commit-then-500',
  'commit-then-drop',
  '504-then-commit',
];

/** The relay's choice of fault for each order the shop server sends, and how often each fell. */
export function orderFaults(random: () => number) {
  const fell = new Map<string, number>();
  return {
    fell,
    pick(request: RelayedRequest): Promise<StoreFault | undefined> {
      const creating =
        request.method === 'POST' && request.target.startsWith('/wp-json/wc/v3/orders?');
      if (!creating) return Promise.resolve(undefined);
      const fault = FAULTS[Math.floor(random() * FAULTS.length)];
      fell.set(fault ?? 'none', (fell.get(fault ?? 'none') ?? 0) + 1);
      return Promise.resolve(fault);
    },
  };
}

export type OrderFaults = ReturnType<typeof orderFaults>;

/**
 * A relay spoiling the answers to the orders as `faults` picks, and handing the store its late
 * commits every `everyMs` while shoppers are retrying, as a slow PHP's would land.
 */
export async function startFaultyRelay(
  storeUrl: string,
  faults: OrderFaults,
  everyMs: number,
): Promise<StoreRelay> {
  const relay = await startStoreRelay(storeUrl, (request) => faults.pick(request));
  const lateCommits = setInterval(() => void relay.commitLate(), everyMs);
  return {
    ...relay,
    close: () => {
      clearInterval(lateCommits);
      return relay.close();
    },
  };
}

/** The product the purchases buy: one of its own, with `stock` units, so nothing else moves it. */
export const faultTestProduct = (stock: number) => ({
  name: 'Abanico de pedestal para la prueba de fallos',
  regular_price: '2500.00',
  manage_stock: true,
  stock_quantity: stock,
});

/** What {@link auditPurchases} finds when every one of `count` purchases made one order. */
export const cleanAudit = (count: number, stockBefore: number) => ({
  orders: count,
  purchasesWithTwoOrders: 0,
  purchasesWithoutOrder: 0,
  answeredOrdersFound: true,
  linesLeft: 0,
  stock: stockBefore - count,
  overbooked: 0,
});

export interface Purchase {
  orderId: number;
  cartKey: string;
  email: string;
}

/** `shoppers` shoppers at once, each buying one unit of `productId` `each` times in a row. */
export async function purchaseAll(options: {
  /** The shop server, or several instances taken in turn. */
  shopUrl: string | readonly string[];
  productId: number;
  shoppers: number;
  each: number;
  seed: number;
}): Promise<Purchase[]> {
  const random = seededRandom(options.seed);
  const made = await Promise.all(
    Array.from({ length: options.shoppers }, async (_, shopper) => {
      const buyer = virtualShopper({
        shopUrl: options.shopUrl,
        address: `192.0.2.${String(shopper + 1)}`,
        random,
        givesUp: 0.1,
      });
      const purchases: Purchase[] = [];
      for (let index = 0; index < options.each; index += 1) {
        const email = `compra.${String(shopper)}.${String(index)}@fallos.example.do`;
        const cartKey = await buyer.addToCart(options.productId);
        purchases.push({ orderId: await buyer.checkOut(cartKey, email), cartKey, email });
      }
      return purchases;
    }),
  );
  return made.flat();
}

/** A JSON read at the store with a key that sees every order (the owner's). */
export type StoreRead = (path: string) => Promise<unknown>;

/** What the embedded store's owner reads and writes with: its address and the owner's key. */
interface OwnedStore {
  baseUrl: string;
  adminConsumerKey: string;
  adminConsumerSecret: string;
}

const ownerKey = (store: OwnedStore) =>
  `consumer_key=${store.adminConsumerKey}&consumer_secret=${store.adminConsumerSecret}`;

/** The owner's JSON reads at the embedded store. */
export function ownerRead(store: OwnedStore): StoreRead {
  return async (path) => {
    const separator = path.includes('?') ? '&' : '?';
    return (
      await fetch(`${store.baseUrl}/wp-json/${path}${separator}${ownerKey(store)}`)
    ).json() as Promise<unknown>;
  };
}

/** Makes a {@link faultTestProduct} at the embedded store; its id. */
export async function makeFaultTestProduct(store: OwnedStore, stock: number): Promise<number> {
  const created = await fetch(`${store.baseUrl}/wp-json/wc/v3/products?${ownerKey(store)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(faultTestProduct(stock)),
  });
  return z.object({ id: z.number() }).parse(await created.json()).id;
}

/** What the store holds after the purchases: the figures the test asserts and the bench prints. */
export async function auditPurchases(read: StoreRead, purchases: Purchase[], productId: number) {
  const OrderSchema = z.object({
    id: z.number(),
    billing: z.object({ email: z.string() }),
    meta_data: z.array(z.object({ key: z.string(), value: z.unknown() })),
  });
  const orders: z.infer<typeof OrderSchema>[] = [];
  for (let page = 1; ; page += 1) {
    const batch = z
      .array(OrderSchema)
      .parse(await read(`wc/v3/orders?per_page=100&page=${String(page)}`));
    orders.push(...batch);
    if (batch.length < 100) break;
  }
  const emails = new Set(purchases.map((purchase) => purchase.email));
  const ours = orders.filter((order) => emails.has(order.billing.email));
  const ordersPerPurchase = new Map<string, number>();
  for (const order of ours) {
    ordersPerPurchase.set(
      order.billing.email,
      (ordersPerPurchase.get(order.billing.email) ?? 0) + 1,
    );
  }
  let linesLeft = 0;
  for (const { cartKey } of purchases) {
    const cart = z
      .object({ items: z.array(z.unknown()) })
      .parse(await read(`cocart/v2/cart?cart_key=${cartKey}`));
    linesLeft += cart.items.length;
  }
  const stock = z
    .object({ stock_quantity: z.number() })
    .parse(await read(`wc/v3/products/${String(productId)}`)).stock_quantity;
  const agenda = SlotAgendaSchema.parse(
    await read('vitrina/v1/slots?zone=santo-domingo&service=entrega'),
  );
  const booked = new Map<string, number>();
  for (const order of ours) {
    const meta = (key: string) => String(order.meta_data.find((entry) => entry.key === key)?.value);
    const slot = `${meta('delivery_date')}|${meta('schedule')}`;
    booked.set(slot, (booked.get(slot) ?? 0) + 1);
  }
  const overbooked = [...booked].filter(([slot, count]) => {
    const [date, schedule] = slot.split('|');
    const window = agenda.days
      .find((day) => day.date === date)
      ?.windows.find((entry) => entry.schedule === schedule);
    return count > (window?.capacity ?? 0);
  });
  return {
    orders: ours.length,
    purchasesWithTwoOrders: [...ordersPerPurchase.values()].filter((count) => count > 1).length,
    purchasesWithoutOrder: purchases.length - ordersPerPurchase.size,
    answeredOrdersFound: purchases.every((purchase) =>
      ours.some((order) => order.id === purchase.orderId),
    ),
    linesLeft,
    stock,
    overbooked: overbooked.length,
  };
}

/**
 * The fault test's run: `shoppers` buy `each` units of a product of their own through `relay`,
 * the late commits land, and the answer says which faults never fell and what the store holds.
 * A clean run equals {@link cleanRun}.
 */
export async function runPurchasesUnderFaults(options: {
  shopUrl: string | readonly string[];
  relay: StoreRelay;
  faults: OrderFaults;
  read: StoreRead;
  /** Makes the product with `stock` units and answers its id. */
  makeProduct: (stock: number) => Promise<number>;
  shoppers: number;
  each: number;
  stock: number;
  seed: number;
}) {
  const productId = await options.makeProduct(options.stock);
  const purchases = await purchaseAll({ ...options, productId });
  await options.relay.commitLate();
  return {
    faultsNeverFallen: FAULTS.filter((fault) => !options.faults.fell.has(fault ?? 'none')),
    audit: await auditPurchases(options.read, purchases, productId),
  };
}

/** What {@link runPurchasesUnderFaults} answers when every fault fell and every purchase made one order. */
export const cleanRun = (options: { shoppers: number; each: number; stock: number }) => ({
  faultsNeverFallen: [],
  audit: cleanAudit(options.shoppers * options.each, options.stock),
});
