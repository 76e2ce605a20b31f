import type { Cents } from '../money/cents.js';

/**
 * Price of a kWh the calculator starts from, in centavos (our choice: about what a Dominican
 * household pays past 700 kWh a month); the shopper can change it on the page.
 */
export const DEFAULT_KWH_PRICE: Cents = 1110;
/** Hours a day the calculator starts from. */
export const DEFAULT_HOURS_PER_DAY = 8;
const DAYS_PER_MONTH = 30;

/** What running an air conditioner costs in a month. */
export interface EnergyEstimate {
  /** kWh a month, to one decimal. */
  readonly kwhPerMonth: number;
  readonly costPerMonth: Cents;
}

/**
 * The month's energy of an air conditioner: its average draw is its capacity over its SEER
 * (BTU per watt-hour), times the hours a day over 30 days, priced per kWh. SEER is a seasonal
 * average, so this compares units fairly (an inverter's higher SEER shows as a lower bill)
 * rather than predicting the bill to the peso.
 */
export function monthlyEnergyCost(
  capacityBtuPerHour: number,
  seer: number,
  hoursPerDay: number,
  kwhPrice: Cents,
): EnergyEstimate {
  const kwh = ((capacityBtuPerHour / seer) * hoursPerDay * DAYS_PER_MONTH) / 1000;
  return { kwhPerMonth: Math.round(kwh * 10) / 10, costPerMonth: Math.round(kwh * kwhPrice) };
}
