import * as z from 'zod';
import type { CallOptions, StoreHttp } from '../http.js';
import { WcCouponSchema, type WcCoupon } from './coupons.schemas.js';

export { WcCouponSchema } from './coupons.schemas.js';
export type { WcCoupon } from './coupons.schemas.js';

export type { CallOptions, StoreHttp } from '../http.js';

/** Coupon look-up. Whether a coupon applies to a cart is the store's decision, at checkout. */
export interface CouponsApi {
  /** The coupon with this code (case-insensitive), or `undefined` when there is none. */
  byCode(code: string, options?: CallOptions): Promise<WcCoupon | undefined>;
}

/** Creates the coupons resource on a transport from `createStoreHttp`. */
export function createCouponsApi(http: StoreHttp): CouponsApi {
  return {
    async byCode(code, options) {
      const { data } = await http.request({
        method: 'GET',
        path: 'wp-json/wc/v3/coupons',
        query: { code },
        auth: 'bearer',
        schema: z.array(WcCouponSchema),
        signal: options?.signal,
      });
      // WooCommerce matches the code loosely; only the same code, in any case, is this coupon.
      return data.find((coupon) => coupon.code.toLowerCase() === code.toLowerCase());
    },
  };
}
