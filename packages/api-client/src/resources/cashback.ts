import * as z from 'zod';
import type { CallOptions, StoreHttp } from '../http.js';
import { WpCashbackSchema, type WpCashback } from './cashback.schemas.js';

export { WpCashbackSchema } from './cashback.schemas.js';
export type { WpCashback } from './cashback.schemas.js';
export type { CallOptions, StoreHttp } from '../http.js';

/** The bank cashback offers, a WordPress custom post type with ACF fields. */
export interface CashbackApi {
  /** Every cashback entry, with its ACF fields in standard format. */
  list(options?: CallOptions): Promise<WpCashback[]>;
}

/** Creates the cashback resource on a transport from `createStoreHttp`. */
export function createCashbackApi(http: StoreHttp): CashbackApi {
  return {
    async list(options) {
      const { data } = await http.request({
        method: 'GET',
        path: 'wp-json/wp/v2/cashback',
        query: { acf_format: 'standard' },
        schema: z.array(WpCashbackSchema),
        signal: options?.signal,
      });
      return data;
    },
  };
}
