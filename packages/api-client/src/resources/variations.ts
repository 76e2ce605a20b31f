import * as z from 'zod';
import type { CallOptions, StoreHttp } from '../http.js';
import { requestPage } from '../pagination.js';
import { WcVariationSchema, type WcVariation } from './variations.schemas.js';

export {
  WcVariationAttributeSchema,
  WcVariationImageSchema,
  WcVariationSchema,
} from './variations.schemas.js';
export type { WcVariation, WcVariationAttribute } from './variations.schemas.js';
export type { CallOptions, StoreHttp } from '../http.js';

const BASE = 'wp-json/wc/v3/products';
const PER_PAGE = 100;

/** The variations of WooCommerce's variable products (issue 29). */
export interface VariationsApi {
  /**
   * Every variation of a product, page after page. A product that is not variable, or that does
   * not exist, has none: WooCommerce answers an empty list, not a 404.
   */
  list(productId: number, options?: CallOptions): Promise<WcVariation[]>;
  /** One variation of a product; one of another product or none is a 404 {@link StoreApiError}. */
  get(productId: number, variationId: number, options?: CallOptions): Promise<WcVariation>;
}

/** Creates the variations resource on a transport from `createStoreHttp`. */
export function createVariationsApi(http: StoreHttp): VariationsApi {
  const path = (productId: number) => `${BASE}/${encodeURIComponent(String(productId))}/variations`;
  return {
    async list(productId, options) {
      const all: WcVariation[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await requestPage(http, {
          method: 'GET',
          path: path(productId),
          query: { per_page: PER_PAGE, page },
          schema: z.array(WcVariationSchema),
          signal: options?.signal,
        });
        all.push(...answer.items);
        if (page >= answer.totalPages) return all;
      }
    },
    async get(productId, variationId, options) {
      const { data } = await http.request({
        method: 'GET',
        path: `${path(productId)}/${encodeURIComponent(String(variationId))}`,
        schema: WcVariationSchema,
        signal: options?.signal,
      });
      return data;
    },
  };
}
