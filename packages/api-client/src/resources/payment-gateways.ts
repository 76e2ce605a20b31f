import * as z from 'zod';
import type { CallOptions, StoreHttp } from '../http.js';
import { WcPaymentGatewaySchema, type WcPaymentGateway } from './payment-gateways.schemas.js';

export { WcPaymentGatewaySchema } from './payment-gateways.schemas.js';
export type { WcPaymentGateway } from './payment-gateways.schemas.js';

export type { CallOptions, StoreHttp } from '../http.js';

/** How the shopper can pay. */
export interface PaymentGatewaysApi {
  /** Every gateway the store knows; show the `enabled` ones. */
  list(options?: CallOptions): Promise<WcPaymentGateway[]>;
}

/** Creates the payment-gateways resource on a transport from `createStoreHttp`. */
export function createPaymentGatewaysApi(http: StoreHttp): PaymentGatewaysApi {
  return {
    async list(options) {
      const { data } = await http.request({
        method: 'GET',
        path: 'wp-json/wc/v3/payment_gateways',
        schema: z.array(WcPaymentGatewaySchema),
        signal: options?.signal,
      });
      return data;
    },
  };
}
