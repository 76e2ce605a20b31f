import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { expect, test } from 'vitest';
import { ageHydratedDataFromArrival, createQueryClient } from './query-client';

const MINUTE = 60_000;

/** A page the server rendered `age` ms ago, as the browser receives its dehydrated queries. */
function keptPage(age: number) {
  const server = new QueryClient();
  server.setQueryData(
    ['product', 7],
    { id: 7, name: 'Aire de ventana' },
    {
      updatedAt: Date.now() - age,
    },
  );
  return dehydrate(server);
}

test('M6: a kept page ten minutes old hydrates fresh data — no refetch as it mounts', () => {
  const tabStartedAt = Date.now();
  const browser = createQueryClient();
  ageHydratedDataFromArrival(browser, tabStartedAt);
  hydrate(browser, keptPage(10 * MINUTE));
  const query = browser.getQueryCache().find({ queryKey: ['product', 7] });
  expect(query?.state.data).toEqual({ id: 7, name: 'Aire de ventana' });
  expect(query?.state.dataUpdatedAt).toBeGreaterThanOrEqual(tabStartedAt);
  expect(query?.isStaleByTime(MINUTE)).toBe(false);
});

test('without it the same page is stale on arrival (what made phones fetch it again)', () => {
  const browser = createQueryClient();
  hydrate(browser, keptPage(10 * MINUTE));
  expect(
    browser
      .getQueryCache()
      .find({ queryKey: ['product', 7] })
      ?.isStaleByTime(MINUTE),
  ).toBe(true);
});

test('data the tab fetched itself keeps its own time', () => {
  const tabStartedAt = Date.now() - MINUTE;
  const browser = createQueryClient();
  ageHydratedDataFromArrival(browser, tabStartedAt);
  const fetchedAt = Date.now() - 2_000;
  browser.setQueryData(['cart'], { items: [] }, { updatedAt: fetchedAt });
  expect(browser.getQueryState(['cart'])?.dataUpdatedAt).toBe(fetchedAt);
});
