import * as z from 'zod';

import { outcome, type RawAnswer, type StoreTarget } from './targets.js';

/** The agenda's first window, every zone and service has it. */
export const MORNING = '9:00 AM - 12:00 PM';

/** An instant in Santo Domingo (UTC−4 all year): `2027-03-01`, hour 8 → 12:00 UTC. */
export function shopInstant(date: string, hour: number): number {
  return Date.parse(`${date}T00:00:00Z`) + (hour + 4) * 3_600_000;
}

const ProductsSchema = z.array(
  z.looseObject({
    id: z.number(),
    type: z.string(),
    stock_status: z.string(),
    manage_stock: z.boolean(),
    stock_quantity: z.number().nullable(),
  }),
);

/**
 * Tops a product's managed stock up to `units` when it has fewer. The real store keeps the units
 * of every unpaid order the files before left (its sweep runs on WP-Cron, which the kit does not
 * run) and, like the embedded store, sells only what it has (G8): a file that orders a seeded
 * product many times gives it the units first.
 */
export async function stockAtLeast(
  store: StoreTarget,
  productId: number,
  units: number,
): Promise<void> {
  const read = await store.raw('GET', `wc/v3/products/${String(productId)}`, { auth: 'read' });
  const [product] = ProductsSchema.parse([read.body]);
  if (product === undefined || !product.manage_stock || (product.stock_quantity ?? 0) >= units) {
    return;
  }
  const answer = await store.raw('PUT', `wc/v3/products/${String(productId)}`, {
    auth: 'write',
    json: { stock_quantity: units },
  });
  if (answer.status !== 200)
    throw new Error(`${store.name}: no se repuso el producto ${String(productId)}`);
}

/**
 * The product sold as it is of a category (spec ids: 194 mini split for a truck, 200 an
 * installation) with the most stock, so the cases' orders never run out; with `units`, topped up
 * to that many ({@link stockAtLeast}: only in files that run after the shared cases, which
 * compare both stores' stock).
 */
export async function productIn(
  store: StoreTarget,
  category: number,
  units?: number,
): Promise<number> {
  const answer = await store.raw(
    'GET',
    `wc/v3/products?category=${String(category)}&stock_status=instock&per_page=100`,
    { auth: 'read' },
  );
  const stock = (product: z.infer<typeof ProductsSchema>[number]): number =>
    product.manage_stock ? (product.stock_quantity ?? 0) : Number.MAX_SAFE_INTEGER;
  // A product with options keeps its stock in its variations and is bought by one of them.
  const [product] = ProductsSchema.parse(answer.body)
    .filter((candidate) => candidate.type === 'simple')
    .sort((a, b) => stock(b) - stock(a));
  if (product === undefined) throw new Error(`No product in category ${String(category)}`);
  if (units !== undefined) await stockAtLeast(store, product.id, units);
  return product.id;
}

/** Who orders what (one of each product), where (a province `DO-xx`: the zone) and when. */
export interface AgendaOrder {
  productIds: readonly number[];
  state: string;
  date?: string;
  schedule?: string;
  fiscal?: boolean;
  /** Metas the caller adds on top (what a careless or hostile caller might send). */
  extraMeta?: readonly { key: string; value: unknown }[];
  /** Coupon codes the order uses. */
  coupons?: readonly string[];
  /** The buyer's note to the shop. */
  note?: string;
  /** The buyer's phone as sent; the shop sends core's E.164 (`+18095550111`). */
  phone?: string;
  /** The buyer's e-mail, for a case that reads the order's mails. */
  email?: string;
}

/** `POST wc/v3/orders` with the write key, as the shop's checkout places an order. */
export function placeOrder(store: StoreTarget, order: AgendaOrder): Promise<RawAnswer> {
  const fiscal = order.fiscal
    ? [
        { key: 'is_fiscal', value: true },
        { key: 'rnc', value: '1-01-85004-3' },
        { key: 'trade_name', value: 'Frío Caribe SRL' },
      ]
    : [];
  const delivery =
    order.date === undefined
      ? []
      : [
          { key: 'delivery_date', value: order.date },
          { key: 'schedule', value: order.schedule ?? MORNING },
        ];
  return store.raw('POST', 'wc/v3/orders', {
    auth: 'write',
    json: {
      // Bank transfer: the order waits for payment, so it can still be cancelled.
      payment_method: 'bacs',
      billing: {
        first_name: 'Pedro',
        last_name: 'Martínez',
        address_1: 'Calle Duarte 10',
        city: 'Ciudad',
        state: order.state,
        country: 'DO',
        email: order.email ?? 'pedro.agenda@example.com',
        phone: order.phone ?? '8095550111',
      },
      shipping_lines: [{ method_id: 'local_pickup', method_title: 'Recoger en tienda (Piantini)' }],
      line_items: order.productIds.map((productId) => ({ product_id: productId, quantity: 1 })),
      ...(order.coupons === undefined
        ? {}
        : { coupon_lines: order.coupons.map((code) => ({ code })) }),
      ...(order.note === undefined ? {} : { customer_note: order.note }),
      meta_data: [
        { key: 'social_id', value: '001-1234567-3' },
        ...delivery,
        ...fiscal,
        ...(order.extraMeta ?? []),
      ],
    },
  });
}

const OrderSchema = z.looseObject({
  id: z.number(),
  meta_data: z.array(z.looseObject({ key: z.string(), value: z.unknown() })),
});

/** An order's id and one of its metas. */
export function orderMeta(answer: RawAnswer, key: string): unknown {
  const order = OrderSchema.parse(answer.body);
  return order.meta_data.find((entry) => entry.key === key)?.value;
}

export function orderId(answer: RawAnswer): number {
  return OrderSchema.parse(answer.body).id;
}

const RefusalSchema = z.looseObject({
  code: z.string(),
  message: z.string(),
  data: z.looseObject({ next: z.unknown().optional() }),
});

/** A refusal as both stores must word it: status, code, Spanish message and the next window. */
export function refusal(answer: RawAnswer) {
  const body = RefusalSchema.safeParse(answer.body);
  return {
    ...outcome(answer),
    message: body.success ? body.data.message : null,
    next: body.success ? (body.data.data.next ?? null) : null,
  };
}

const DaysSchema = z.looseObject({
  days: z.array(
    z.looseObject({
      date: z.string(),
      windows: z.array(z.looseObject({ schedule: z.string(), remaining: z.number() })),
    }),
  ),
});

/** What remains of a window on a day (null when the day offers no such window). */
export async function remaining(
  store: StoreTarget,
  agenda: { zone: string; service: string; date: string; schedule?: string },
): Promise<number | null> {
  const { zone, service, date } = agenda;
  const answer = await store.raw(
    'GET',
    `vitrina/v1/slots?zone=${zone}&service=${service}&from=${date}&to=${date}`,
  );
  const day = DaysSchema.parse(answer.body).days[0];
  const window = day?.windows.find((entry) => entry.schedule === (agenda.schedule ?? MORNING));
  return window?.remaining ?? null;
}

/** Runs `work` with the store's clock at `now`, then gives the store its wall clock back. */
export async function atInstant<T>(
  store: StoreTarget,
  now: number,
  work: () => Promise<T>,
): Promise<T> {
  await store.setClock(now);
  try {
    return await work();
  } finally {
    await store.setClock(null);
  }
}
