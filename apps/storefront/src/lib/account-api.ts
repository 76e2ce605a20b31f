import { CustomerSchema, type Customer } from '@vitrina/core';
import * as z from 'zod';
import { messages } from '../copy/messages';

/** Reads time out like the store client's (R7); the shop server answers in well under that. */
const TIMEOUT_MS = 10_000;

/**
 * A refused or failed call to the shop server's `/api/cuenta`: its status (0 when there was no
 * answer), its code, its Spanish message and, for a 400, the message of each bad field.
 */
export class AccountCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'AccountCallError';
  }
}

const RefusalSchema = z.object({
  code: z.string(),
  message: z.string(),
  data: z.looseObject({ fields: z.record(z.string(), z.string()).optional() }).optional(),
});

/** An order as the profile lists it (amounts in centavos). */
export const OrderSummarySchema = z.object({
  id: z.number(),
  number: z.string(),
  status: z.string(),
  status_label: z.string(),
  date_created: z.string().nullable(),
  total: z.number(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

const OrderAddressSchema = z.record(z.string(), z.unknown()).transform((address) =>
  Object.fromEntries(
    Object.entries(address).filter((entry): entry is [string, string] => {
      return typeof entry[1] === 'string';
    }),
  ),
);

/** One order with its lines, for its detail page. */
export const OrderDetailSchema = OrderSummarySchema.extend({
  lines: z.array(z.object({ name: z.string(), quantity: z.number(), total: z.number() })),
  discount: z.number(),
  shipping: z.number(),
  billing: OrderAddressSchema,
  shipping_address: OrderAddressSchema,
  payment_title: z.string().optional(),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

/** What the profile may change: `/api/cuenta`'s PATCH body, already read by core's rules. */
export type AccountUpdate = Readonly<Record<string, unknown>>;

async function accountCall<T>(
  token: string,
  path: string,
  schema: z.ZodType<T>,
  init: { method?: 'GET' | 'PATCH'; body?: AccountUpdate; signal?: AbortSignal | undefined } = {},
): Promise<T> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`/api/cuenta${path}`, {
      method: init.method ?? 'GET',
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${token}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout,
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new AccountCallError(0, 'unreachable', messages.storeUnreachable);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const refusal = RefusalSchema.safeParse(body);
    if (!refusal.success) {
      throw new AccountCallError(response.status, 'unreachable', messages.storeUnreachable);
    }
    const { code, message, data } = refusal.data;
    throw new AccountCallError(response.status, code, message, data?.fields);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AccountCallError(502, 'unreachable', messages.storeUnreachable);
  return parsed.data;
}

/**
 * The signed-in customer's own account and orders, through the shop server (`/api/cuenta`),
 * which verifies the token and reads or writes only that customer: the browser writes nothing
 * under wc/v3.
 */
export const accountApi = {
  read: (token: string, signal?: AbortSignal): Promise<Customer> =>
    accountCall(token, '', CustomerSchema, { signal }),
  update: (token: string, update: AccountUpdate): Promise<Customer> =>
    accountCall(token, '', CustomerSchema, { method: 'PATCH', body: update }),
  orders: (token: string, signal?: AbortSignal): Promise<OrderSummary[]> =>
    accountCall(token, '/pedidos', z.array(OrderSummarySchema), { signal }),
  order: (token: string, id: number, signal?: AbortSignal): Promise<OrderDetail> =>
    accountCall(token, `/pedidos/${String(id)}`, OrderDetailSchema, { signal }),
};
