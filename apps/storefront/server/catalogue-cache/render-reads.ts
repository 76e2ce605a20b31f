import { AsyncLocalStorage } from 'node:async_hooks';

/** What a page render read from the catalogue cache: the page is as fresh as these answers. */
export interface RenderReads {
  /** When the oldest store answer the render used was fetched, in ms. */
  oldest: number;
  /**
   * The catalogue cache keys of every answer it used, each with the changes' version the answer
   * was fetched at: a later change to one of them outdates the page.
   */
  keys: Map<string, number>;
  /** The products those answers hold: the page's cache tags, for a CDN to purge by product. */
  products: Set<number>;
}

/** A page render the page cache asked for, as the catalogue cache sees it. */
interface CachedRender extends RenderReads {
  /** A refresh of a stale page waits for fresh answers rather than taking stale ones. */
  freshAnswers: boolean;
}

const renders = new AsyncLocalStorage<CachedRender>();

/**
 * Runs `render` recording the cached store answers it reads (when the oldest was fetched, their
 * keys and the products in them), so a kept page ages from its data, not from its render, and a
 * product's change finds the pages that show it. With `freshAnswers`, stale or outdated answers
 * are refreshed before the render gets them (one refresh of a stale page yields a fresh one).
 */
export async function renderRecordingReads<T>(
  startedAt: number,
  freshAnswers: boolean,
  render: () => Promise<T>,
): Promise<{ result: T; reads: RenderReads }> {
  const context: CachedRender = {
    oldest: startedAt,
    keys: new Map(),
    products: new Set(),
    freshAnswers,
  };
  const result = await renders.run(context, render);
  return { result, reads: context };
}

/** Called by the catalogue cache for every answer it gives a render. */
export function noteRead(
  key: string,
  answer: { fetchedAt: number; version: number; products: readonly number[] },
): void {
  const context = renders.getStore();
  if (context === undefined) return;
  const { fetchedAt, version, products } = answer;
  if (fetchedAt < context.oldest) context.oldest = fetchedAt;
  context.keys.set(key, Math.min(version, context.keys.get(key) ?? version));
  for (const id of products) context.products.add(id);
}

/** Whether the render asking now wants no stale answer (a stale page's refresh). */
export function wantsFreshAnswers(): boolean {
  return renders.getStore()?.freshAnswers === true;
}
