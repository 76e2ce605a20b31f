/**
 * Tries per scope in a sliding window: orders per buyer (K2: the Store API's checkout limit, 3 per
 * 60 s) and unknown coupon codes per cart and per address (G7: 20 in 10 min). Counted per
 * instance: it only slows a shopper down, so it needs no shared state.
 */
export function attemptLimit(limit: number, windowMs: number, now: () => number = Date.now) {
  const hits = new Map<string, number[]>();
  const recent = (scope: string, at: number) =>
    (hits.get(scope) ?? []).filter((time) => time > at - windowMs);

  /** The seconds `scope` must wait before its next try, or `undefined` when it may go on. */
  function waitFor(scope: string): number | undefined {
    const at = now();
    const tries = recent(scope, at);
    if (tries.length < limit) return undefined;
    return Math.ceil(((tries[0] ?? at) + windowMs - at) / 1000);
  }

  /** Counts one try of `scope`. */
  function record(scope: string): void {
    const at = now();
    hits.set(scope, [...recent(scope, at), at]);
    if (hits.size > 10_000) hits.delete(hits.keys().next().value ?? scope);
  }

  return {
    waitFor,
    record,
    /** Counts a try unless over the limit; the seconds to wait when over, else `undefined`. */
    hit(scope: string): number | undefined {
      const wait = waitFor(scope);
      if (wait === undefined) record(scope);
      return wait;
    },
  };
}
