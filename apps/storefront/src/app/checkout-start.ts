import type { SessionSnapshot } from '../lib/session';
import { sessionStore, type SafeStorage } from '../lib/storage';

// The cart whose checkout this tab already reported (GA4 `begin_checkout`).
const MARKER = 'begin_checkout';

/** A short, stable name of a cart that never writes the bearer token anywhere else. */
function cartName(identity: SessionSnapshot): string | null {
  if (identity.cartKey !== null) return `invitado:${identity.cartKey}`;
  if (identity.token === null) return null;
  // FNV-1a: enough to tell one customer's cart from another's in this tab.
  let hash = 0x811c9dc5;
  for (let index = 0; index < identity.token.length; index += 1) {
    hash ^= identity.token.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `cliente:${hash.toString(36)}`;
}

/**
 * Sends `begin_checkout` once per checkout of a cart: a reload, or coming back to a step, does
 * not count as starting again. The mark lives in sessionStorage, keyed by the cart.
 */
export function beginCheckoutOnce(
  identity: SessionSnapshot,
  send: () => void,
  tab: SafeStorage = sessionStore,
): void {
  const name = cartName(identity);
  if (name !== null && tab.get(MARKER) === name) return;
  if (name !== null) tab.set(MARKER, name);
  send();
}

/** After an order is placed the next checkout of the same cart is a new one. */
export function forgetCheckoutStart(tab: SafeStorage = sessionStore): void {
  tab.remove(MARKER);
}
