import { LOCAL_STORAGE_KEYS } from '@vitrina/core';
import { localStore, sessionStore } from '../../lib/storage';
import { CheckoutDraftSchema, type CheckoutDraft } from './checkout-steps';

/** Where the form waits between reloads of this tab (R9: nothing the form does not show). */
const DRAFT_KEY = 'checkout';

/** The form saved before a reload, if it can still be read. */
export function loadDraft(): CheckoutDraft | undefined {
  const saved = sessionStore.get(DRAFT_KEY);
  if (saved === null) return undefined;
  try {
    const parsed = CheckoutDraftSchema.safeParse(JSON.parse(saved));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Saves the form for a reload. */
export function saveDraft(draft: CheckoutDraft): void {
  sessionStore.set(DRAFT_KEY, JSON.stringify(CheckoutDraftSchema.parse(draft)));
}

/** After the order is placed: the form is forgotten and the order kept (spec §3). */
export function rememberPlacedOrder(order: { order_id: number; order_key: string }): void {
  sessionStore.remove(DRAFT_KEY);
  localStore.set(LOCAL_STORAGE_KEYS.order_id, String(order.order_id));
  localStore.set(LOCAL_STORAGE_KEYS.order_key, order.order_key);
}

/** The order last placed in this browser (spec §3 `order_id`, `order_key`). */
export function placedOrder(): { id: number; key: string } | undefined {
  const id = Number(localStore.get(LOCAL_STORAGE_KEYS.order_id));
  const key = localStore.get(LOCAL_STORAGE_KEYS.order_key);
  return Number.isSafeInteger(id) && id > 0 && key !== null ? { id, key } : undefined;
}
