import { messages } from '../../copy/messages';

/** What the page needs of a refusal beyond its message (a new total, the next window…). */
export type RefusalData = Readonly<Record<string, unknown>>;

/** The shop server said no, on purpose: a code, its Spanish message, and each bad field's. */
export class ShopRefused extends Error {
  override readonly name = 'ShopRefused';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly data: RefusalData = {},
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

/**
 * A bug of ours (a 500, or an answer that breaks its own schema): shown as such, with the id the
 * shopper can quote, and never retried, since the same call meets the same bug.
 */
export class ShopFault extends Error {
  override readonly name = 'ShopFault';
  constructor(
    message: string,
    readonly requestId: string | null,
  ) {
    super(message);
  }
}

/** The shop server answered, but the store behind it did not (502) or too slowly (504). */
export class StoreDown extends Error {
  override readonly name = 'StoreDown';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** No answer at all: the device is offline, or the shop server did not answer in time. */
export class ShopUnreachable extends Error {
  override readonly name = 'ShopUnreachable';
  constructor(options?: ErrorOptions) {
    super(messages.storeUnreachable, options);
  }
}

/** Any failure of a call to the shop server. */
export type ShopFailure = ShopRefused | ShopFault | StoreDown | ShopUnreachable;

export const isShopFailure = (error: unknown): error is ShopFailure =>
  error instanceof ShopRefused ||
  error instanceof ShopFault ||
  error instanceof StoreDown ||
  error instanceof ShopUnreachable;

/**
 * Whether the call may be sent again as it was: the store was down or nothing answered. A write
 * is only retried with its idempotency key, which the caller keeps (H1); a fault or a refusal is
 * the same answer the next time.
 */
export const isWorthRetrying = (error: unknown): boolean =>
  error instanceof StoreDown || error instanceof ShopUnreachable;
