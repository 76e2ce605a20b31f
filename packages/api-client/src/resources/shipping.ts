import type { DeliveryZone, SlotService } from '@vitrina/core';
import * as z from 'zod';
import type { CallOptions, StoreHttp } from '../http.js';
import {
  SlotAgendaSchema,
  WcShippingLocationSchema,
  WcShippingZoneSchema,
  WcShippingMethodSchema,
  type SlotAgenda,
  type WcShippingLocation,
  type WcShippingZone,
  type WcShippingMethod,
} from './shipping.schemas.js';

export {
  SlotAgendaSchema,
  SlotDaySchema,
  SlotWindowSchema,
  WcShippingLocationSchema,
  WcShippingZoneSchema,
  WcShippingSettingSchema,
  WcShippingMethodSchema,
} from './shipping.schemas.js';
export type {
  SlotAgenda,
  SlotDayView,
  WcShippingLocation,
  WcShippingZone,
  WcShippingMethod,
} from './shipping.schemas.js';

export type { CallOptions, StoreHttp } from '../http.js';

/** Delivery zones and their methods. */
export interface ShippingApi {
  /** Every shipping zone. */
  zones(options?: CallOptions): Promise<WcShippingZone[]>;
  /** The places one zone covers (provinces, postcodes), which decide the zone of an address. */
  locations(zoneId: number, options?: CallOptions): Promise<WcShippingLocation[]>;
  /** The methods of one zone. */
  methods(zoneId: number, options?: CallOptions): Promise<WcShippingMethod[]>;
  /**
   * The delivery or installation agenda of a zone from `from` to `to` (`YYYY-MM-DD`, defaults:
   * today and 30 days on): each day's windows and what remains of each, or why it is closed.
   */
  slots(query: SlotQueryInput, options?: CallOptions): Promise<SlotAgenda>;
}

/** What {@link ShippingApi.slots} asks for. */
export interface SlotQueryInput {
  zone: DeliveryZone;
  service?: SlotService;
  from?: string;
  to?: string;
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
    async locations(zoneId, options) {
      const { data } = await http.request({
        method: 'GET',
        path: `wp-json/wc/v3/shipping/zones/${encodeURIComponent(String(zoneId))}/locations`,
        schema: z.array(WcShippingLocationSchema),
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
    async slots(query, options) {
      const { data } = await http.request({
        method: 'GET',
        path: 'wp-json/vitrina/v1/slots',
        query: { ...query },
        schema: SlotAgendaSchema,
        signal: options?.signal,
      });
      return data;
    },
  };
}
