/**
 * Orders per buyer per minute (K2: the Store API's checkout limit, 3 per 60 s). Counted per
 * instance: it only slows a buyer down, so it needs no shared state, and it is consulted after
 * the attempt look-up, so a retry of an order already made is always answered (H1).
 */
export function attemptLimit(limit = 3, windowMs = 60_000, now: () => number = Date.now) {
  const hits = new Map<string, number[]>();
  return {
    /** Counts a try; the seconds to wait when over the limit, else `undefined`. */
    hit(scope: string): number | undefined {
      const at = now();
      const recent = (hits.get(scope) ?? []).filter((time) => time > at - windowMs);
      if (recent.length >= limit) {
        hits.set(scope, recent);
        return Math.ceil(((recent[0] ?? at) + windowMs - at) / 1000);
      }
      recent.push(at);
      hits.set(scope, recent);
      if (hits.size > 10_000) hits.delete(hits.keys().next().value ?? scope);
      return undefined;
    },
  };
}
