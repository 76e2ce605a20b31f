import { ShopIdentityFieldsSchema, type ShopIdentityFields } from '@vitrina/core';
import type { CallOptions, StoreHttp } from '../http.js';

export type { ShopIdentityFields } from '@vitrina/core';
export type { CallOptions, StoreHttp } from '../http.js';

/**
 * The shop's own data as the store keeps it, our extension `vitrina/v1/shop` (the plugin's
 * settings page on a real WooCommerce, the demo identity on the embedded store).
 */
export interface ShopApi {
  /**
   * Name, address, hours, phones, e-mail, map pin and the seller's legal name and RNC, each
   * checked with core's rule; a field the owner has not set is left out. A field that breaks
   * its rule is a `StoreResponseError`, not a missing field.
   */
  identity(options?: CallOptions): Promise<ShopIdentityFields>;
}

/** Creates the shop resource on a transport from `createStoreHttp`. */
export function createShopApi(http: StoreHttp): ShopApi {
  return {
    async identity(options) {
      const { data } = await http.request({
        method: 'GET',
        path: 'wp-json/vitrina/v1/shop',
        schema: ShopIdentityFieldsSchema,
        signal: options?.signal,
      });
      return data;
    },
  };
}
