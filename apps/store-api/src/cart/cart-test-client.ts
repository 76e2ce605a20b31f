import { z } from 'zod';

import type { TestStore } from '../testing.js';

/** A clock tests move by hand. */
export class ManualClock {
  constructor(private current = Date.UTC(2026, 10, 20, 12)) {}
  now(): number {
    return this.current;
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

/** The parts of a CoCart cart the tests read, checked rather than cast. */
export const CartBodySchema = z.object({
  cart_key: z.string(),
  items: z.array(
    z.object({
      item_key: z.string(),
      id: z.number(),
      name: z.string(),
      price: z.string(),
      quantity: z.object({ value: z.number(), min_purchase: z.number(), max_purchase: z.number() }),
      totals: z.object({
        subtotal: z.string(),
        subtotal_tax: z.number(),
        total: z.number(),
        tax: z.number(),
      }),
      featured_image: z.string(),
    }),
  ),
  item_count: z.number(),
  totals: z.object({
    subtotal: z.string(),
    discount_total: z.string(),
    shipping_total: z.string(),
    total: z.string(),
    total_tax: z.string(),
  }),
  coupons: z.array(z.unknown()),
  notices: z.union([z.array(z.unknown()), z.record(z.string(), z.array(z.string()))]),
});
export type CartBody = z.infer<typeof CartBodySchema>;

/** WordPress's error body. */
export const ErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  data: z.looseObject({ status: z.number() }),
});

/** Small HTTP helpers over a started test store's CoCart routes. */
export function cartClient(store: Pick<TestStore, 'baseUrl'>) {
  const url = (path: string, cartKey?: string): string => {
    const target = new URL(`${store.baseUrl}/wp-json/cocart/v2/${path}`);
    if (cartKey !== undefined) target.searchParams.set('cart_key', cartKey);
    return target.toString();
  };
  const headers = (token?: string, extra: Record<string, string> = {}): Record<string, string> => ({
    'Content-Type': 'application/json',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...extra,
  });
  return {
    url,
    get: (cartKey?: string, token?: string) =>
      fetch(url('cart', cartKey), { headers: headers(token) }),
    add: (body: unknown, cartKey?: string, token?: string, extra?: Record<string, string>) =>
      fetch(url('cart/add-item', cartKey), {
        method: 'POST',
        headers: headers(token, extra),
        body: JSON.stringify(body),
      }),
    update: (itemKey: string, body: unknown, cartKey?: string, token?: string) =>
      fetch(url(`cart/item/${itemKey}`, cartKey), {
        method: 'POST',
        headers: headers(token),
        body: JSON.stringify(body),
      }),
    remove: (itemKey: string, cartKey?: string, token?: string) =>
      fetch(url(`cart/item/${itemKey}`, cartKey), { method: 'DELETE', headers: headers(token) }),
    clear: (cartKey?: string, token?: string) =>
      fetch(url('cart/clear', cartKey), { method: 'POST', headers: headers(token) }),
    /** Reads a cart body, failing loudly when it is not one. */
    async cart(response: Response): Promise<CartBody> {
      return CartBodySchema.parse(await response.json());
    },
    async error(response: Response) {
      return ErrorBodySchema.parse(await response.json());
    },
    async login(email: string, password: string): Promise<string> {
      const response = await fetch(`${store.baseUrl}/wp-json/api/v1/login`, {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify({ email, password }),
      });
      const body = z
        .object({ results: z.object({ token: z.string() }) })
        .parse(await response.json());
      return body.results.token;
    },
  };
}
