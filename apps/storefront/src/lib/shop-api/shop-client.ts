import type * as z from 'zod';
import { messages } from '../../copy/messages';
import { ShopRefusalSchema } from './refusal';
import { isWorthRetrying, ShopFault, ShopRefused, ShopUnreachable, StoreDown } from './shop-errors';

/** Reads time out like the store client's (R7); the shop server answers in well under that. */
const TIMEOUT_MS = 10_000;
/** A read sent again after the store was down or nothing answered: 0.5 s, then 1 s later. */
const READ_RETRY_DELAYS_MS = [500, 1000];

/** Who a call speaks for: the signed-in customer's token, else the guest's cart key. */
export interface ShopCaller {
  readonly token?: string | null | undefined;
  readonly cartKey?: string | null | undefined;
}

/** One call to the shop server's own API, as an endpoint of this module describes it. */
export interface ShopCall<T> {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH';
  /** Below `/api/`: `pedidos/envio`, `cuenta/pedidos/12`… */
  readonly path: string;
  readonly query?: Readonly<Record<string, string>>;
  /** The answer's one schema, the one the server builds it with. */
  readonly answer: z.ZodType<T>;
  readonly body?: unknown;
  readonly caller?: ShopCaller | undefined;
  readonly headers?: Readonly<Record<string, string>>;
  readonly timeout?: number;
  readonly signal?: AbortSignal | undefined;
}

function headersOf(call: ShopCall<unknown>): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
  const { token, cartKey } = call.caller ?? {};
  if (token) headers['authorization'] = `Bearer ${token}`;
  else if (cartKey) headers['cocart-api-cart-key'] = cartKey;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  return headers;
}

/** What a status outside 200–299 means: a refusal, our fault, or the store behind us down. */
function failureOf(status: number, body: unknown): Error {
  const refusal = ShopRefusalSchema.safeParse(body);
  if (!refusal.success) {
    // Not the shop's own answer: something in front of it (a proxy's page) or a bug of ours.
    return status === 502 || status === 503 || status === 504
      ? new StoreDown(status, messages.storeUnreachable)
      : new ShopFault(messages.shopFault, null);
  }
  const { code, message, data } = refusal.data;
  if (status === 500) return new ShopFault(message, data.request_id ?? null);
  if (status === 502 || status === 504) return new StoreDown(status, message);
  return new ShopRefused(status, code, message, data, data.fields);
}

/**
 * Calls the shop server's own API (`/api/pedidos`, `/api/cuenta`) and answers the parsed body,
 * or throws one of `shop-errors`. A read is sent again when the store was down or nothing
 * answered; a write never is here (only its caller knows whether its idempotency key makes that
 * safe, H1), and a fault or a refusal never is, since it would only come back.
 */
export async function shopCall<T>(call: ShopCall<T>): Promise<T> {
  const delays = (call.method ?? 'GET') === 'GET' ? READ_RETRY_DELAYS_MS : [];
  for (const delay of delays) {
    try {
      return await callOnce(call);
    } catch (error) {
      if (!isWorthRetrying(error) || call.signal?.aborted === true) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return callOnce(call);
}

async function callOnce<T>(call: ShopCall<T>): Promise<T> {
  const query = call.query === undefined ? '' : `?${new URLSearchParams(call.query).toString()}`;
  const timeout = AbortSignal.timeout(call.timeout ?? TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`/api/${call.path}${query}`, {
      method: call.method ?? 'GET',
      headers: headersOf(call),
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      signal: call.signal ? AbortSignal.any([call.signal, timeout]) : timeout,
    });
  } catch (error) {
    // A query the page let go of is cancelled, not failed.
    if (call.signal?.aborted) throw error;
    throw new ShopUnreachable({ cause: error });
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw failureOf(response.status, body);
  const parsed = call.answer.safeParse(body);
  if (!parsed.success) throw new ShopFault(messages.shopFault, null);
  return parsed.data;
}
