/**
 * One order at a time per cart (#28): two tabs confirming one cart, each with its own attempt
 * key, would otherwise both be priced from the same lines and make two orders. The second waits
 * for the first to end (409 `order_in_progress`, which the browser retries); by then the first
 * order has taken its lines out of the cart. Held per instance of the shop server, like the
 * attempt limits: a shop that runs several instances routes one cart to one of them.
 */
export function cartLocks() {
  const placing = new Set<string>();
  return {
    /** Runs `place` unless an order of `scope` (a buyer's cart) is already being placed. */
    async whileHeld<T>(scope: string, place: () => Promise<T>, busy: () => T): Promise<T> {
      if (placing.has(scope)) return busy();
      placing.add(scope);
      try {
        return await place();
      } finally {
        placing.delete(scope);
      }
    },
  };
}
