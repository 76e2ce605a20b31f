import { cashbackReturn, formatMoney, type CashbackOffer } from '@vitrina/core';
import { ShopLink } from '../../lib/shop-link';

/**
 * The banks' cashback on a purchase of `amountCents`: each running promotion with what it gives
 * back on this amount (its cap applied), and a link to the conditions. Nothing when none runs.
 * Plain props, so a product page's island renders it with the promotions the server read.
 */
export function CashbackNote({
  amountCents,
  offers,
}: {
  amountCents: number;
  offers: readonly CashbackOffer[];
}) {
  if (amountCents <= 0 || offers.length === 0) return null;
  return (
    <section
      aria-label="Cashback de tu banco"
      className="rounded-control border border-success/40 bg-success-soft p-3 text-sm"
    >
      <p className="font-semibold text-ink">Cashback con tu tarjeta</p>
      <ul className="mt-1 flex flex-col gap-1">
        {offers.map((offer) => (
          <li key={offer.id}>
            {offer.bank}: {String(offer.percentage)} % de vuelta,{' '}
            <strong>{formatMoney(cashbackReturn(offer, amountCents))}</strong>
          </li>
        ))}
      </ul>
      <ShopLink href="/cashback" className="mt-1 inline-block text-brand-700 underline">
        Ver condiciones del cashback
      </ShopLink>
    </section>
  );
}
