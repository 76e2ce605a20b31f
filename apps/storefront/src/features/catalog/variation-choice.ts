import type { ProductImage, StockStatus } from '@vitrina/core';

// A variable product's options and the shopper's choice among them (issue 29): plain data and
// pure rules, so the page, the URL and the tests read the same thing.

/** One attribute a variable product varies on: its URL key, its label and its options. */
export type VariantAttribute = {
  /** The URL's name for it: the slug without `pa_` (`pantalla`, `btu`). */
  key: string;
  /** Its label, `Tamaño de pantalla`. */
  name: string;
  options: string[];
};

/** One variation as the page shows it. Money in centavos. */
export type ProductVariation = {
  id: number;
  sku: string;
  regularCents: number;
  saleCents: number | undefined;
  stockStatus: StockStatus;
  stockQuantity: number | null;
  image: ProductImage | undefined;
  /** Attribute key → option; `''` means any option, as WooCommerce's «Cualquier…». */
  options: Record<string, string>;
};

/** The shopper's choice: attribute key → option. */
export type VariantChoice = Record<string, string>;

/** Why an option cannot be chosen with the rest of the choice, or that it can. */
export type OptionState = 'available' | 'soldout' | 'unavailable';

/** The URL key of an attribute slug: `pa_pantalla` → `pantalla`. */
export const attributeKey = (slug: string): string => slug.replace(/^pa_/, '').toLowerCase();

const fits = (variation: ProductVariation, choice: VariantChoice): boolean =>
  Object.entries(choice).every(([key, option]) => {
    const own = variation.options[key];
    return own === undefined || own === '' || own === option;
  });

/** The choice the URL holds, keeping only options the product has. */
export function readChoice(
  attributes: readonly VariantAttribute[],
  search: Readonly<Record<string, unknown>>,
): VariantChoice {
  const choice: VariantChoice = {};
  for (const attribute of attributes) {
    const raw = search[attribute.key];
    const value = typeof raw === 'number' ? String(raw) : raw;
    if (typeof value === 'string' && attribute.options.includes(value)) {
      choice[attribute.key] = value;
    }
  }
  return choice;
}

/** The variation of a full choice, or undefined while an attribute is unchosen or none matches. */
export function chosenVariation(
  attributes: readonly VariantAttribute[],
  variations: readonly ProductVariation[],
  choice: VariantChoice,
): ProductVariation | undefined {
  if (attributes.some((attribute) => choice[attribute.key] === undefined)) return undefined;
  return variations.find((variation) => fits(variation, choice));
}

/**
 * Whether `option` of `key` can join the rest of the choice: `unavailable` when no variation has
 * that combination, `soldout` when every one that has it is sold out.
 */
export function optionState(
  variations: readonly ProductVariation[],
  choice: VariantChoice,
  key: string,
  option: string,
): OptionState {
  const candidates = variations.filter((variation) =>
    fits(variation, { ...choice, [key]: option }),
  );
  if (candidates.length === 0) return 'unavailable';
  return candidates.every((variation) => variation.stockStatus === 'outofstock')
    ? 'soldout'
    : 'available';
}

/**
 * The choice after picking `option` of `key`: the other options stay while some variation still
 * has them all, else they are dropped so the shopper is never left on an impossible combination.
 */
export function pick(
  variations: readonly ProductVariation[],
  choice: VariantChoice,
  key: string,
  option: string,
): VariantChoice {
  const next: VariantChoice = { ...choice, [key]: option };
  if (variations.some((variation) => fits(variation, next))) return next;
  return { [key]: option };
}

/** `Tamaño de pantalla: 55"`, the options of a choice as the cart and the invoice name them. */
export function describeChoice(
  attributes: readonly VariantAttribute[],
  choice: VariantChoice,
): string {
  return attributes
    .filter((attribute) => choice[attribute.key] !== undefined)
    .map((attribute) => `${attribute.name}: ${choice[attribute.key] ?? ''}`)
    .join(', ');
}
