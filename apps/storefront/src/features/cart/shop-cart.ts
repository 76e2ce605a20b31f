import type { Product } from '@vitrina/core';

// What islands know of the cart (decision 022): a few commands and the count, with no query
// client, no store client and no React context, so a catalogue page's first load carries none of
// them. The page's cart answers them: the app's (cart, checkout, account), or on a catalogue page
// the cart the islands' runtime starts the first time one is needed.

/** What the page's cart does when asked. */
export type CartCommands = {
  /** Adds `quantity` of the product (shown at once) and opens the mini-cart. */
  add: (product: Product, quantity: number) => void;
  /** Opens the mini-cart. */
  open: () => void;
  /**
   * Loads the code of the cart's writes ahead: the press may be the page's last moment (a reload
   * right after), so the add must leave at the press, not once its code has arrived (R12).
   */
  prepare: () => void;
};

let commands: CartCommands | undefined;
const waiting: ((cart: CartCommands) => void)[] = [];
let start: (() => void) | undefined;

/** The page's cart answers from now on; what was asked before it was there is done now. */
export function provideCart(cart: CartCommands): void {
  commands = cart;
  for (const command of waiting.splice(0)) command(cart);
}

/** How a catalogue page starts its cart the first time it is needed (the islands' runtime). */
export function startCartWith(starter: () => void): void {
  start = starter;
}

function withCart(command: (cart: CartCommands) => void): void {
  if (commands !== undefined) {
    command(commands);
    return;
  }
  waiting.push(command);
  const starter = start;
  start = undefined;
  starter?.();
}

/** The page's cart, for islands. */
export const shopCart = {
  add: (product: Product, quantity: number): void => {
    withCart((cart) => cart.add(product, quantity));
  },
  open: (): void => {
    withCart((cart) => cart.open());
  },
  /** Gets the cart ready (its code, its lines) before the shopper asks it anything. */
  prepare: (): void => {
    withCart((cart) => cart.prepare());
  },
};

let count = 0;
const countListeners = new Set<() => void>();

/** Units in the cart as the page's cart last showed them (the header's badge). */
export const cartCount = {
  subscribe: (listener: () => void): (() => void) => {
    countListeners.add(listener);
    return () => countListeners.delete(listener);
  },
  snapshot: (): number => count,
  serverSnapshot: (): number => 0,
  set: (units: number): void => {
    if (units === count) return;
    count = units;
    for (const listener of countListeners) listener();
  },
};
