// What an island is in the server's HTML (decision 022), apart from React: the islands' runtime
// reads it on a page's first load, which loads no React until an island needs it.

/** Every island the shop has; `app/islands/island-modules.ts` says where each one's code is. */
export type IslandName =
  | 'site-header'
  | 'add-to-cart'
  | 'wishlist-heart'
  | 'list-tracking'
  | 'product-view-tracking'
  | 'product-gallery'
  | 'product-purchase'
  | 'product-reviews'
  | 'contact-form'
  | 'shop-map'
  | 'reload-button';

/**
 * When an island hydrates. Every island also hydrates at once when touched, pointed at or
 * focused; a tap that arrives before is held and carried out then (`early-taps.ts`).
 * - `visible`: when it comes near the screen;
 * - `idle`: once the page is idle;
 * - `interaction`: only when touched, pointed at or focused: until then the server's HTML is
 *   what the shopper needs, and a first visit loads no React at all.
 */
export type HydrateWhen = 'visible' | 'idle' | 'interaction';

/**
 * When an island hydrates: `when`, or only when this browser stores one of `stored` (storage
 * keys) — what the island shows differently from the server's HTML (a saved heart, a cart's
 * count) — and else on interaction.
 */
export type Hydration = { when: HydrateWhen; stored?: readonly string[] };

/** The element that wraps an island in the server's HTML (`display: contents`, see styles.css). */
export const ISLAND_TAG = 'vitrina-island';
