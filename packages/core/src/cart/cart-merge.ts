import { keepTies, type TiedLine } from './installation-lines.js';

/**
 * One line of a cart as the merge sees it: which line, of which product, how many units, and the
 * appliance it is attached to when it is an installation.
 */
export interface MergeableLine extends TiedLine {
  readonly productId: number;
}

/**
 * How many units of a product one cart line may hold right now: the stock left (or the line
 * maximum when stock is not managed); 0 when the product cannot be bought (gone, draft, sold out).
 */
export type PurchaseLimit = (productId: number) => number;

/**
 * The customer's cart after a guest cart is merged into it at sign-in or sign-up (spec §4): every
 * line of the customer's cart is kept; each guest line that can still be bought is added to the
 * line with the same item key (or appended), its quantity the sum capped by the purchase limit.
 * Guest lines that cannot be bought are dropped: the shopper sees them again as lines offered
 * back from the local cart, not as lines the checkout would refuse. Installations keep their tie:
 * each ends at its appliance's merged quantity, and goes when its appliance was dropped.
 */
export function mergeCartLines(
  customer: readonly MergeableLine[],
  guest: readonly MergeableLine[],
  limit: PurchaseLimit,
): MergeableLine[] {
  const merged = new Map(customer.map((line) => [line.itemKey, line]));
  for (const line of guest) {
    const max = limit(line.productId);
    if (max <= 0 || line.quantity <= 0) continue;
    const existing = merged.get(line.itemKey)?.quantity ?? 0;
    merged.set(line.itemKey, { ...line, quantity: Math.min(existing + line.quantity, max) });
  }
  return keepTies([...merged.values()]);
}
