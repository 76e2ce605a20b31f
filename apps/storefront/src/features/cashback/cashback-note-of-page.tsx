import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { cashbackQueryOptions } from './cashback.queries';
import { CashbackNote } from './cashback-note';

/** The cashback note of the app's pages (cart, checkout): the promotions from the page's cache. */
export function CashbackNoteOfPage({ amountCents }: { amountCents: number }) {
  const context = useRouteContext({ from: '__root__' });
  const { data: offers = [] } = useQuery(cashbackQueryOptions(context));
  return <CashbackNote amountCents={amountCents} offers={offers} />;
}
