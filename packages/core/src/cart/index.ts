// @vitrina/core/cart: cart lines, quantities, installations, availability and cart keys.

export { LineOptionSchema, type CartItem } from './cart-item-schema.js';
export { cartLineTitle, lineOptionsText, orderLineTitle, type LineOption } from './line-options.js';
export { effectiveUnitPrice, toCartItem, type CartProductInput } from './cart-item.js';
export { toCartTotals, type CartState, type ToastStatus } from './cart-state.js';
export { CartQuantitySchema, MAX_LINE_QUANTITY } from './quantity.js';
export { mergeCartLines, type MergeableLine } from './cart-merge.js';
export {
  applianceKeyOf,
  attachableAppliance,
  INSTALLATION_CODES,
  INSTALLATION_FOR,
  INSTALLATION_MESSAGES,
  installationItemData,
  keysRemovedWith,
  mayTieOnto,
  nestInstallations,
  quantityChange,
  type TiedLine,
} from './installation-lines.js';
export { GUEST_CART_KEY_PATTERN, isGuestCartKey, newGuestCartKey } from './cart-key.js';
export {
  checkoutHold,
  exceedsStock,
  unitsLeftToTell,
  toUnavailableLine,
  type CheckoutHold,
  type UnavailableLine,
} from './cart-availability.js';
export { localCartToReAdd, parseLocalCart, reAddItem, type LocalCart } from './local-cart.js';
