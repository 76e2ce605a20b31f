import * as z from 'zod';
import type { CallOptions, StoreHttp } from '../http.js';
import {
  WcShippingZoneSchema,
  WcShippingMethodSchema,
  type WcShippingZone,
  type WcShippingMethod,
} from './shipping.schemas.js';

export {
  WcShippingZoneSchema,
  WcShippingSettingSchema,
  WcShippingMethodSchema,
} from './shipping.schemas.js';
export type { WcShippingZone, WcShippingMethod } from './shipping.schemas.js';

export type { CallOptions, StoreHttp } from '../http.js';

/** Delivery zones and their methods. */
export interface ShippingApi {
  /** Every shipping zone. */
  zones(options?: CallOptions): Promise<WcShippingZone[]>;
  /** The methods of one zone. */
  methods(zoneId: number, options?: CallOptions): Promise<WcShippingMethod[]>;
}

/** Creates the shipping resource on a transport from `createStoreHttp`. */
export function createShippingApi(http: StoreHttp): ShippingApi {
  return {
    async zones(options) {
      const { data } = await http.request({
        method: 'GET',
        path: 'wp-json/wc/v3/shipping/zones',
        schema: z.array(WcShippingZoneSchema),
        signal: options?.signal,
      });
      return data;
    },
    async methods(zoneId, options) {
      const { data } = await http.request({
        method: 'GET',
        path: `wp-json/wc/v3/shipping/zones/${encodeURIComponent(String(zoneId))}/methods`,
        schema: z.array(WcShippingMethodSchema),
        signal: options?.signal,
      });
      return data;
    },
  };
}
