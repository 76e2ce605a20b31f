import type { ProductImage } from '@vitrina/core';

// The picture of the variation a shopper chose (issue 29), shared by the product page's two
// islands (decision 022): the choice, which sets it, and the gallery, which shows it first.

/** `undefined`: as the page came; `null`: no variation chosen; else the chosen one's picture. */
type Chosen = { productId: number; image: ProductImage | null } | undefined;

let chosen: Chosen;
const listeners = new Set<() => void>();

/** The chosen variation's picture, for `useSyncExternalStore`. */
export const chosenPicture = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): Chosen => chosen,
  serverSnapshot: (): Chosen => undefined,
  set: (productId: number, image: ProductImage | null): void => {
    chosen = { productId, image };
    for (const listener of listeners) listener();
  },
};
