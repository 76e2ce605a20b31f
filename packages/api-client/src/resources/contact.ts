import type { StoreHttp } from '../http.js';
import {
  ContactMessageInputSchema,
  ContactReceivedSchema,
  type ContactMessageInput,
  type ContactReceived,
} from './contact.schemas.js';

export { ContactMessageInputSchema, ContactReceivedSchema } from './contact.schemas.js';
export type { ContactMessageInput, ContactReceived } from './contact.schemas.js';
export type { StoreHttp } from '../http.js';

/**
 * The contact page's messages, our store extension (`vitrina/v1`; the plugin on a real
 * WooCommerce). Refusals are `StoreApiError`s with the store's Spanish message and code:
 * `rest_invalid_param` (400, each field's reason in `data.params`) and `rate_limited` (429,
 * with `retryAfter`).
 */
export interface ContactApi {
  /** Sends a message to the shop's mailbox; the store keeps it and answers its number. */
  send(message: ContactMessageInput): Promise<ContactReceived>;
}

/** Creates the contact resource on a transport from `createStoreHttp`. */
export function createContactApi(http: StoreHttp): ContactApi {
  return {
    async send(message) {
      const { data } = await http.request({
        method: 'POST',
        path: 'wp-json/vitrina/v1/contact',
        json: ContactMessageInputSchema.parse(message),
        schema: ContactReceivedSchema,
      });
      return data;
    },
  };
}
