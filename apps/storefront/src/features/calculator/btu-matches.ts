import {
  btuCapacityOf,
  getCategory,
  installationFor,
  monthlyEnergyCost,
  payablePrice,
  seerOf,
  type EnergyEstimate,
  type ProductSummary,
  type StockStatus,
} from '@vitrina/core';

/** What the calculator reads of a catalogue product. */
export type CalculatorProduct = Pick<
  ProductSummary,
  | 'id'
  | 'slug'
  | 'name'
  | 'brand'
  | 'image'
  | 'regularCents'
  | 'saleCents'
  | 'stockStatus'
  | 'categoryIds'
  | 'isService'
  | 'attributes'
>;

/** An air conditioner of the needed capacity, with its running cost and installation. */
export type MatchedUnit<Product extends CalculatorProduct> = {
  product: Product;
  energy: EnergyEstimate | null;
  installation: Product | undefined;
};

/** A capacity as the shop writes it: «12,000 BTU». */
export const btuLabel = (value: number): string => `${value.toLocaleString('en-US')} BTU`;

const STOCK_ORDER: Record<StockStatus, number> = { instock: 0, onbackorder: 1, outofstock: 2 };
/** Condensers are the outdoor half of a central system, not a unit for a room. */
const CONDENSER_CATEGORY_ID = 197;

const attributeInputs = (product: CalculatorProduct) =>
  product.attributes.map((attribute) => ({ name: attribute.name, options: [attribute.value] }));

function unitType(product: CalculatorProduct): string | null {
  for (const id of product.categoryIds) {
    const category = getCategory(id);
    if (category?.parent !== null && category?.parent !== undefined) return category.name;
  }
  return null;
}

/**
 * The store's air conditioners of `capacity` BTU/h (by their BTU attribute), in stock first and
 * then cheapest, each with its monthly energy cost for the hours and kWh price given and the
 * installation service that fits it.
 */
export function matchUnits<Product extends CalculatorProduct>(
  products: readonly Product[],
  installations: readonly Product[],
  capacity: number,
  use: { hoursPerDay: number; kwhPrice: number },
): MatchedUnit<Product>[] {
  return products
    .filter(
      (product) =>
        !product.categoryIds.includes(CONDENSER_CATEGORY_ID) &&
        btuCapacityOf(attributeInputs(product)) === capacity,
    )
    .sort(
      (a, b) =>
        STOCK_ORDER[a.stockStatus] - STOCK_ORDER[b.stockStatus] ||
        payablePrice(a) - payablePrice(b),
    )
    .map((product) => {
      const seer = seerOf(attributeInputs(product));
      return {
        product,
        energy:
          seer === null ? null : monthlyEnergyCost(capacity, seer, use.hoursPerDay, use.kwhPrice),
        installation: installationFor(capacity, unitType(product), installations),
      };
    });
}
