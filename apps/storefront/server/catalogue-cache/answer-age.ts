import { AsyncLocalStorage } from 'node:async_hooks';

/** A page render the page cache asked for, as the catalogue cache sees it. */
interface CachedRender {
  /** When the oldest store answer the render has used so far was fetched, in ms. */
  oldest: number;
  /** A refresh of a stale page waits for fresh answers rather than taking stale ones. */
  freshAnswers: boolean;
}

const renders = new AsyncLocalStorage<CachedRender>();

/**
 * Runs `render` noting when the oldest cached store answer it reads was fetched, so a page kept
 * by the page cache ages from its data, not from its render: a page rendered from a stale answer
 * is stale already, and no page outlives the catalogue's own freshness rules. With
 * `freshAnswers`, stale answers are refreshed before the render gets them (one refresh of a stale
 * page then yields a fresh one).
 */
export async function renderNotingAnswerAge<T>(
  startedAt: number,
  freshAnswers: boolean,
  render: () => Promise<T>,
): Promise<{ result: T; dataFetchedAt: () => number }> {
  const context: CachedRender = { oldest: startedAt, freshAnswers };
  const result = await renders.run(context, render);
  return { result, dataFetchedAt: () => context.oldest };
}

/** Called by the catalogue cache for every answer it serves from memory. */
export function noteAnswerAge(fetchedAt: number): void {
  const context = renders.getStore();
  if (context !== undefined && fetchedAt < context.oldest) context.oldest = fetchedAt;
}

/** Whether the render asking now wants no stale answer (a stale page's refresh). */
export function wantsFreshAnswers(): boolean {
  return renders.getStore()?.freshAnswers === true;
}
