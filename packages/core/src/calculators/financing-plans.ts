import type { Cents } from '../money/cents.js';
import { calculateFinancing, type FinancingPlan } from './financing.js';

/** A plan the shop offers with a bank or financier (our demo terms; the spec shows none). */
export interface FinancingOffer {
  readonly id: string;
  readonly financier: string;
  readonly months: number;
  readonly annualRatePercent: number;
  /** The least amount the financier finances, in centavos. */
  readonly minimumAmount: Cents;
}

/**
 * The plans the financing page lists, shortest first. The last one is
 * `FINANCING_FROM_PLAN`, the plan behind «desde RD$ X/mes» on product pages.
 */
export const FINANCING_OFFERS: readonly FinancingOffer[] = [
  {
    id: 'popular-0-6',
    financier: 'Banco Popular Dominicano',
    months: 6,
    annualRatePercent: 0,
    minimumAmount: 1_000_000,
  },
  {
    id: 'banreservas-12',
    financier: 'Banreservas',
    months: 12,
    annualRatePercent: 14,
    minimumAmount: 1_500_000,
  },
  {
    id: 'bhd-18',
    financier: 'Banco BHD',
    months: 18,
    annualRatePercent: 16,
    minimumAmount: 2_000_000,
  },
  {
    id: 'vitrina-24',
    financier: 'Crédito Vitrina',
    months: 24,
    annualRatePercent: 18,
    minimumAmount: 2_500_000,
  },
];

/** One offer for an amount: its plan, or the minimum the amount falls short of. */
export type OfferQuote =
  | { readonly offer: FinancingOffer; readonly eligible: true; readonly plan: FinancingPlan }
  | { readonly offer: FinancingOffer; readonly eligible: false };

/** Every offer for `amount` (centavos, at least 1): what it costs, or why it does not apply. */
export function quoteOffers(
  amount: Cents,
  offers: readonly FinancingOffer[] = FINANCING_OFFERS,
): OfferQuote[] {
  return offers.map((offer) =>
    amount < offer.minimumAmount
      ? { offer, eligible: false }
      : {
          offer,
          eligible: true,
          plan: calculateFinancing({
            amount,
            annualRatePercent: offer.annualRatePercent,
            months: offer.months,
          }),
        },
  );
}
