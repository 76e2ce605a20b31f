import * as z from 'zod';
import { localStore, sessionStore } from '../lib/storage';
import { pushToDataLayer } from '../lib/data-layer';

/**
 * The checkout's GA4 events wait for the tag manager, which is kept off `/checkout` (J5), and a
 * card gateway's page comes between the checkout and the confirmation, a new page load that would
 * lose `window.dataLayer`. So they are pushed as usual and also held in this tab's session until
 * the confirmation page loads the container and puts back what that page load has not seen.
 */
const HELD_KEY = 'analytics-held';
/** The orders whose `purchase` this browser sent: once per order, not again on a reload. */
const PURCHASES_KEY = 'analytics-purchases';
/** Enough to cover a shopper's recent orders; the oldest fall off. */
const MAX_PURCHASES = 20;

const HeldSchema = z.array(z.object({ id: z.string(), entry: z.record(z.string(), z.unknown()) }));
const PurchasesSchema = z.array(z.string());

/** What this page load pushed itself, so it is not pushed twice when the held ones come back. */
const pushedHere = new Set<string>();

function read<T>(raw: string | null, schema: z.ZodType<T[]>): T[] {
  if (raw === null) return [];
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function pushEntry(entry: Record<string, unknown>): void {
  // GA4 keeps the last ecommerce object; clearing it stops one event's items leaking into the next.
  pushToDataLayer({ ecommerce: null });
  pushToDataLayer(entry);
}

/** Pushes a GA4 e-commerce event and holds it for the page that loads the tag manager. */
export function pushHeld(entry: Record<string, unknown>): void {
  const id = `${String(Date.now())}-${String(Math.random()).slice(2)}`;
  pushedHere.add(id);
  pushEntry(entry);
  const held = read(sessionStore.get(HELD_KEY), HeldSchema);
  sessionStore.set(HELD_KEY, JSON.stringify([...held, { id, entry }]));
}

/** Puts back the held events this page load has not pushed, and forgets them all. */
export function releaseHeld(): void {
  for (const { id, entry } of read(sessionStore.get(HELD_KEY), HeldSchema)) {
    if (!pushedHere.has(id)) pushEntry(entry);
  }
  sessionStore.remove(HELD_KEY);
  pushedHere.clear();
}

/**
 * Runs `send` unless this browser already sent the purchase of `orderId` (a reload, a second
 * visit from the e-mail's link). Another device never placed the order, so it never gets here.
 */
export function oncePerOrder(orderId: number, send: () => void): void {
  const sent = read(localStore.get(PURCHASES_KEY), PurchasesSchema);
  if (sent.includes(String(orderId))) return;
  send();
  localStore.set(PURCHASES_KEY, JSON.stringify([...sent, String(orderId)].slice(-MAX_PURCHASES)));
}
