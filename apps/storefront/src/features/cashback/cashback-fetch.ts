import { activeCashback, readCashbackOffer, shopDate, type CashbackOffer } from '@vitrina/core';
import type { AppContext } from '../../lib/app-context';
import { decodeTitle } from '../../lib/decode-title';

/**
 * The banks' cashback promotions still running (the expired ones hidden), cleaned where they are
 * fetched: titles and bank names become plain text (I1), conditions are sanitised HTML (I2), so
 * the cache and the dehydrated page only ever hold safe values.
 */
export async function fetchCashback(
  { store, sanitizeHtml }: Pick<AppContext, 'store' | 'sanitizeHtml'>,
  signal: AbortSignal,
): Promise<CashbackOffer[]> {
  const entries = await (await store()).cashback.list({ signal });
  const offers = await Promise.all(
    entries.map(async (entry) => {
      const offer = readCashbackOffer({
        id: entry.id,
        title: decodeTitle(entry.title.rendered),
        acf: entry.acf,
      });
      return {
        ...offer,
        bank: decodeTitle(offer.bank),
        conditions: await sanitizeHtml(offer.conditions),
      };
    }),
  );
  return activeCashback(offers, shopDate(Date.now()));
}
