import { isServiceCategory } from '../catalog/categories.js';

/**
 * An installation attached to its appliance (issue 29): the installation service offered with an
 * air conditioner goes into the cart as a line tied to the appliance's line. The tie travels as
 * CoCart's `item_data` on the add-item (kept on the line, echoed as the line's `cart_item_data`),
 * naming the appliance's item key. Both stores keep the rule below; the shop reads it back to
 * show the installation under its appliance.
 *
 * The rule, decided:
 * - an installation belongs to the line its item data names; that line must be in the cart and
 *   must not itself be attached (one level, no chains), else the appliance is missing;
 * - only a service ties, and only onto goods: the tied product is in a service category and the
 *   line's product in none (a browser sends the item data, so a television "installed" on an air
 *   conditioner, or a service on a service, is refused, the cart unchanged);
 * - its quantity is always its appliance's: set to it when added, changed with it, and never
 *   set on its own (refused, the cart unchanged); a quantity equal to the appliance's is no change;
 * - removing the appliance removes its installations; removing an installation leaves the
 *   appliance;
 * - an installation whose appliance is no longer in the cart (e.g. after a merge drops it) goes.
 */

/** The `item_data` key that ties a line to its appliance's item key. */
export const INSTALLATION_FOR = 'vitrina_installation_for';

/** Shopper-facing refusals of the tie, the same in both stores. */
export const INSTALLATION_MESSAGES = {
  /** An installation set to a quantity other than its appliance's. */
  quantityFollowsAppliance:
    'La cantidad de la instalación sigue la de su equipo: cambia la cantidad del equipo.',
  /** An installation added for a line that is not in the cart (or is itself an installation). */
  applianceNotInCart: 'El equipo de esta instalación ya no está en tu carrito.',
  /** Goods tied to a line, or a service tied to a service. */
  notAService: 'Solo un servicio de instalación se puede unir a un equipo.',
} as const;

/** The store codes of those refusals (status 400, 404 and 400 respectively). */
export const INSTALLATION_CODES = {
  quantityFollowsAppliance: 'vitrina_installation_quantity_follows',
  applianceNotInCart: 'vitrina_installation_appliance_missing',
  notAService: 'vitrina_installation_not_a_service',
} as const;

/** The `item_data` of an add-item that attaches the product to the line `applianceKey`. */
export function installationItemData(applianceKey: string): Record<string, string> {
  return { [INSTALLATION_FOR]: applianceKey };
}

/**
 * The appliance's item key a line's item data names, or undefined for a line of its own. Reads
 * CoCart's `cart_item_data` as it comes: `[]` (PHP's empty array) or an object.
 */
export function applianceKeyOf(itemData: unknown): string | undefined {
  if (typeof itemData !== 'object' || itemData === null || Array.isArray(itemData)) return;
  const key: unknown = (itemData as Record<string, unknown>)[INSTALLATION_FOR];
  return typeof key === 'string' && key !== '' ? key : undefined;
}

/** A cart line as the tie sees it. */
export interface TiedLine {
  readonly itemKey: string;
  readonly quantity: number;
  /** The item key of the appliance this line is attached to; absent for a line of its own. */
  readonly installationFor?: string | undefined;
}

/**
 * The line `applianceKey` names when an installation may attach to it (in the cart, not itself
 * attached); undefined otherwise. An installation added to it takes its quantity.
 */
export function attachableAppliance<Line extends TiedLine>(
  lines: readonly Line[],
  applianceKey: string,
): Line | undefined {
  const appliance = lines.find((line) => line.itemKey === applianceKey);
  return appliance?.installationFor === undefined ? appliance : undefined;
}

/**
 * Whether a product may tie onto a line, from each one's category ids (a variation's are its
 * parent's): a service onto goods. Checked once the line is found attachable.
 */
export function mayTieOnto(
  productCategoryIds: readonly number[],
  applianceCategoryIds: readonly number[],
): boolean {
  return (
    productCategoryIds.some(isServiceCategory) && !applianceCategoryIds.some(isServiceCategory)
  );
}

/** The item keys a removal of `itemKey` takes away: the line and the installations on it. */
export function keysRemovedWith(lines: readonly TiedLine[], itemKey: string): string[] {
  return [
    itemKey,
    ...lines.filter((line) => line.installationFor === itemKey).map((line) => line.itemKey),
  ];
}

/** What setting a line's quantity does to the cart. */
export type QuantityChange =
  | { kind: 'set'; lines: { itemKey: string; quantity: number }[] }
  | { kind: 'refused'; code: string; message: string };

/**
 * Setting `itemKey` to `quantity`: an appliance takes its installations with it; an attached
 * installation is refused unless the quantity is its appliance's (then nothing changes).
 */
export function quantityChange(
  lines: readonly TiedLine[],
  itemKey: string,
  quantity: number,
): QuantityChange {
  const line = lines.find((candidate) => candidate.itemKey === itemKey);
  const appliance = lines.find((candidate) => candidate.itemKey === line?.installationFor);
  if (appliance !== undefined) {
    return appliance.quantity === quantity
      ? { kind: 'set', lines: [] }
      : {
          kind: 'refused',
          code: INSTALLATION_CODES.quantityFollowsAppliance,
          message: INSTALLATION_MESSAGES.quantityFollowsAppliance,
        };
  }
  return {
    kind: 'set',
    lines: keysRemovedWith(lines, itemKey).map((key) => ({ itemKey: key, quantity })),
  };
}

/**
 * The lines with every tie kept: each installation at its appliance's quantity, and dropped when
 * its appliance is gone or is itself attached. Order is kept.
 */
export function keepTies<Line extends TiedLine>(lines: readonly Line[]): Line[] {
  const own = new Map(
    lines.filter((line) => line.installationFor === undefined).map((line) => [line.itemKey, line]),
  );
  return lines.flatMap((line) => {
    if (line.installationFor === undefined) return [line];
    const appliance = own.get(line.installationFor);
    return appliance ? [{ ...line, quantity: appliance.quantity }] : [];
  });
}

/** A line as the cart shows it: its own, with the installations attached to it. */
export interface NestedLine<Item> {
  line: Item;
  installations: Item[];
}

/**
 * The cart's lines as the shopper sees them: each line of its own, in the cart's order, with the
 * installations attached to it under it. An installation whose appliance is not shown stands on
 * its own.
 */
export function nestInstallations<
  Item extends { readonly cart_key: string; readonly installation_for: string | null },
>(items: readonly Item[]): NestedLine<Item>[] {
  const shown = new Set(items.map((item) => item.cart_key));
  const attached = (item: Item) =>
    item.installation_for !== null && shown.has(item.installation_for);
  return items
    .filter((item) => !attached(item))
    .map((line) => ({
      line,
      installations: items.filter((item) => item.installation_for === line.cart_key),
    }));
}
