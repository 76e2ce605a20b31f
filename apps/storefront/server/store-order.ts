import { timingSafeEqual } from 'node:crypto';
import { isStoreApiError, type StoreHttp } from '@vitrina/api-client';
import { createOrdersApi, type WcOrder } from '@vitrina/api-client/orders';
import { parseWooPrice } from '@vitrina/core';

/** A Woo price string in cents; a missing or empty price counts as 0. */
export const wooCents = (price: string): number => parseWooPrice(price) ?? 0;

/** Whether `given` is the order's key, compared in constant time (no key oracle, E2). */
export const holdsOrderKey = (order: WcOrder, given: string): boolean =>
  given.length === order.order_key.length &&
  timingSafeEqual(Buffer.from(given), Buffer.from(order.order_key));

/** A text meta entry of the order, or '' when it is absent or not text. */
export const orderMetaText = (order: WcOrder, key: string): string => {
  const value = order.meta_data.find((entry) => entry.key === key)?.value;
  return typeof value === 'string' ? value : '';
};

/** The order with this id read with the shop's key, or null when the store has none. */
export async function readStoreOrder(store: StoreHttp, id: number): Promise<WcOrder | null> {
  try {
    return await createOrdersApi(store).get(id);
  } catch (error) {
    if (isStoreApiError(error) && error.status === 404) return null;
    throw error;
  }
}
