import {
  effectiveUnitPrice,
  installationItemData,
  keysRemovedWith,
  toCartItem,
  type CartItem,
  type Cents,
  type Product,
  type UnavailableLine,
} from '@vitrina/core';

/** A cart as the store last answered it, or as it will be once the pending writes land. */
export type CartView = {
  /** The cart items, in the store's order (spec §3 `local_cart`). */
  items: readonly CartItem[];
  /**
   * Lines whose product left the catalogue: the store still counts them in its totals and
   * refuses the checkout while they are there, so they are shown (greyed, removable).
   */
  unavailable: readonly UnavailableLine[];
  /** The store's total and sub-total, in centavos. */
  total_price: Cents;
  sub_total: Cents;
  /** The product of every line, by id, so a later answer maps without a products call. */
  products: Readonly<Record<number, Product>>;
};

/**
 * What the cart query holds: the store's last answer (`confirmed`) and what the shopper sees
 * (`shown`), which is `confirmed` with the writes still in flight applied on top. Both are
 * plain data so the cache can be dehydrated and compared.
 */
export type CartData = { confirmed: CartView; shown: CartView };

/** A shopper's intention, applied at once to what is shown and then sent to the store. */
export type CartIntent =
  | {
      kind: 'add';
      id: string;
      product: Product;
      quantity: number;
      /** The product id of the appliance an installation is added attached to (issue 29). */
      attachTo?: number | undefined;
    }
  | { kind: 'quantity'; id: string; product_id: number; quantity: number }
  | { kind: 'remove'; id: string; product_id: number }
  | { kind: 'clear'; id: string };

const EMPTY_VIEW: CartView = {
  items: [],
  unavailable: [],
  total_price: 0,
  sub_total: 0,
  products: {},
};

/** The cart of a visitor who has none yet. */
export const EMPTY_CART_DATA: CartData = { confirmed: EMPTY_VIEW, shown: EMPTY_VIEW };

/** The products of a view, keyed as the api-client's `withItems` takes them. */
export function knownProducts(view: CartView): Map<number, Product> {
  return new Map(Object.values(view.products).map((product) => [product.id, product]));
}

/** A view with both sides equal to the store's answer. */
export function confirmedData(view: CartView): CartData {
  return { confirmed: view, shown: view };
}

/** Units in a view (the header's badge). */
export function unitCount(view: Pick<CartView, 'items'>): number {
  return view.items.reduce((sum, item) => sum + item.quantity, 0);
}

// An optimistic line's key until the store names it; never sent (writes resolve by product id).
const PENDING_KEY_PREFIX = 'pendiente-';

/** A line shown before the store named it (an add still in flight). */
export function isNewLine(item: CartItem): boolean {
  return item.cart_key.startsWith(PENDING_KEY_PREFIX);
}

/** The line of a product in a view. */
export function lineOf(view: CartView, productId: number): CartItem | undefined {
  return view.items.find((item) => item.product_id === productId);
}

/** The store's key of a product's line, whether its product is still for sale or not. */
export function lineKeyOf(view: CartView, productId: number): string | undefined {
  return (
    lineOf(view, productId)?.cart_key ??
    view.unavailable.find((line) => line.product_id === productId)?.cart_key
  );
}

/** Whether the store has not yet confirmed this line as shown (new, or another quantity). */
export function isLinePending(data: CartData, item: CartItem): boolean {
  const confirmed = lineOf(data.confirmed, item.product_id);
  return confirmed === undefined || confirmed.quantity !== item.quantity;
}

function withQuantity(item: CartItem, quantity: number): CartItem {
  // What the store will say barring discounts; replaced by the store's total on its answer.
  return { ...item, quantity, total_item_price: effectiveUnitPrice(item) * quantity };
}

/** The keys of a product's line and of the installations attached to it (core's tie). */
function keysWith(view: CartView, productId: number): string[] {
  const line = lineOf(view, productId);
  if (line === undefined) return [];
  const tied = view.items.map((item) => ({
    itemKey: item.cart_key,
    quantity: item.quantity,
    installationFor: item.installation_for ?? undefined,
  }));
  return keysRemovedWith(tied, line.cart_key);
}

/** Applies one intention to a view, as the store is expected to (CoCart semantics). */
export function applyIntent(view: CartView, intent: CartIntent): CartView {
  switch (intent.kind) {
    case 'add': {
      const existing = lineOf(view, intent.product.id);
      // An installation takes its appliance's quantity, added again or not (core's tie).
      const appliance = intent.attachTo === undefined ? undefined : lineOf(view, intent.attachTo);
      const quantity = (inCart: number) => appliance?.quantity ?? inCart + intent.quantity;
      // An appliance added again carries its installations to its new quantity (core's tie).
      const changed = existing ? keysWith(view, intent.product.id) : [];
      const items = existing
        ? view.items.map((item) =>
            changed.includes(item.cart_key)
              ? withQuantity(item, quantity(existing.quantity))
              : item,
          )
        : [
            ...view.items,
            withQuantity(
              toCartItem(
                {
                  item_key: `${PENDING_KEY_PREFIX}${String(intent.product.id)}`,
                  id: intent.product.id,
                  quantity: { value: quantity(0) },
                  totals: { total: 0 },
                  cart_item_data: appliance && installationItemData(appliance.cart_key),
                },
                intent.product,
              ),
              quantity(0),
            ),
          ];
      return {
        ...view,
        items,
        products: { ...view.products, [intent.product.id]: intent.product },
      };
    }
    case 'quantity': {
      // An appliance's installations follow it; an installation's own stepper is not offered.
      const changed = keysWith(view, intent.product_id);
      return {
        ...view,
        items: view.items.map((item) =>
          changed.includes(item.cart_key) ? withQuantity(item, intent.quantity) : item,
        ),
      };
    }
    case 'remove': {
      // Removing an appliance removes its installations (core's tie).
      const removed = keysWith(view, intent.product_id);
      return {
        ...view,
        items: view.items.filter((item) => !removed.includes(item.cart_key)),
        unavailable: view.unavailable.filter((line) => line.product_id !== intent.product_id),
      };
    }
    case 'clear':
      return { ...view, items: [], unavailable: [] };
  }
}

/**
 * The cart with `productId` sold out, its line kept: the store refused an order for it (M8),
 * which the catalogue answers the browser keeps (up to a minute) do not know yet. The product
 * kept for later answers says it too, so a cart write meanwhile keeps the line marked.
 */
export function markSoldOut(data: CartData, productId: number): CartData {
  const soldOut = { stock_status: 'outofstock', stock_quantity: 0 } as const;
  const mark = (view: CartView): CartView => {
    const product = view.products[productId];
    return {
      ...view,
      items: view.items.map((item) =>
        item.product_id === productId ? { ...item, ...soldOut } : item,
      ),
      products:
        product === undefined
          ? view.products
          : { ...view.products, [productId]: { ...product, ...soldOut } },
    };
  };
  return { confirmed: mark(data.confirmed), shown: mark(data.shown) };
}

/** What to show: the store's view with the writes still in flight applied, in order. */
export function showPending(confirmed: CartView, pending: readonly CartIntent[]): CartData {
  return { confirmed, shown: pending.reduce(applyIntent, confirmed) };
}
