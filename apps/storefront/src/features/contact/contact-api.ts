import { isStoreApiError } from '@vitrina/api-client/errors';
import type { ContactMessage } from '@vitrina/core';
import * as z from 'zod';
import { messages } from '../../copy/messages';
import type { StoreLoader } from '../../lib/api';
import { storeFieldReasons } from '../../lib/form-values';

const ContactReceivedSchema = z.object({ id: z.number(), message: z.string() });

/** Why the store refused a message: its words (shown as is) and its reason per field. */
export type ContactRefusal = { message: string; fields: Record<string, string> };

/** Sends a message to the store's `vitrina/v1/contact` (our extension); answers its thanks. */
export async function sendContactMessage(store: StoreLoader, message: ContactMessage) {
  const client = await store();
  const { data } = await client.http.request({
    method: 'POST',
    path: 'wp-json/vitrina/v1/contact',
    json: message,
    schema: ContactReceivedSchema,
  });
  return data;
}

/** A failed send as the form shows it: a 4xx's own message, else the shop's "can't reach it". */
export function contactRefusal(error: unknown): ContactRefusal {
  if (isStoreApiError(error) && error.status < 500) {
    return { message: error.message, fields: storeFieldReasons(error.data) };
  }
  return { message: messages.storeUnreachable, fields: {} };
}
