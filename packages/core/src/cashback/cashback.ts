import type { Cents } from '../money/cents.js';

/** A cashback promotion as the page shows it; text still WordPress's, to decode or sanitise. */
export interface CashbackOffer {
  readonly id: number;
  readonly title: string;
  readonly bank: string;
  /** Percent returned, e.g. 10. */
  readonly percentage: number;
  /** Most returned, in centavos; `null` when the bank sets no cap. */
  readonly cap: Cents | null;
  /** Last day of the promotion (`YYYY-MM-DD`, the shop's calendar); `null` when open-ended. */
  readonly validUntil: string | null;
  /** WordPress HTML. */
  readonly conditions: string;
}

/** The promotions still running on `today` (`YYYY-MM-DD`, the shop's calendar): expired ones are hidden. */
export function activeCashback(offers: readonly CashbackOffer[], today: string): CashbackOffer[] {
  return offers.filter((offer) => offer.validUntil === null || offer.validUntil >= today);
}

/**
 * What a promotion gives back on a purchase of `amount` centavos: its percentage of the amount,
 * rounded to the centavo, never more than the bank's cap.
 */
export function cashbackReturn(
  offer: Pick<CashbackOffer, 'percentage' | 'cap'>,
  amount: Cents,
): Cents {
  const back = Math.round((amount * offer.percentage) / 100);
  return offer.cap === null ? back : Math.min(back, offer.cap);
}
