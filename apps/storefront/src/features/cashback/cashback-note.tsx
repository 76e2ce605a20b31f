import { useQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { cashbackReturn, formatMoney } from '@vitrina/core';
import { cashbackQueryOptions } from './cashback.queries';

/**
 * The banks' cashback on a purchase of `amountCents`: each running promotion with what it gives
 * back on this amount (its cap applied), and a link to the conditions. Nothing while the
 * promotions load or when none runs.
 */
export function CashbackNote({ amountCents }: { amountCents: number }) {
  const context = useRouteContext({ from: '__root__' });
  const { data: offers = [] } = useQuery(cashbackQueryOptions(context));
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
      <Link to="/cashback" className="mt-1 inline-block text-brand-700 underline">
        Ver condiciones del cashback
      </Link>
    </section>
  );
}
