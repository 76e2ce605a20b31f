import { performance } from 'node:perf_hooks';

/** One call the shop server made to the store: what, and when it left and came back (ms). */
export interface LoggedCall {
  method: string;
  path: string;
  startedAt: number;
  endedAt: number;
  /** The request's body, as sent (order bodies are what the bench replays). */
  body: string | undefined;
}

/**
 * Logs every call the shop server running in this process makes to the store at `storeUrl`
 * (each goes through the global fetch) with the time it left and the time its answer came.
 * The bench's own calls go through `plainFetch`, so they are not counted as the shop's.
 */
export function logStoreCalls(storeUrl: string) {
  const calls: LoggedCall[] = [];
  let inFlight = 0;
  const plainFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(storeUrl)) return plainFetch(input, init);
    const url = new URL(request.url);
    const body = typeof init?.body === 'string' ? init.body : undefined;
    const startedAt = performance.now();
    inFlight += 1;
    try {
      return await plainFetch(input, init);
    } finally {
      inFlight -= 1;
      calls.push({
        method: request.method,
        path: url.pathname.replace(/^.*\/wp-json\//, ''),
        startedAt,
        endedAt: performance.now(),
        body:
          body ??
          (init?.body instanceof ArrayBuffer ? Buffer.from(init.body).toString() : undefined),
      });
    }
  };
  return {
    plainFetch,
    /** The calls that left at or after `since`. */
    since: (since: number) => calls.filter((call) => call.startedAt >= since),
    /** Resolves once the shop has had no call in flight for `quietMs`. */
    async quiet(quietMs = 100): Promise<void> {
      let quietSince = performance.now();
      while (performance.now() - quietSince < quietMs) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        if (inFlight > 0) quietSince = performance.now();
      }
    },
    restore: () => {
      globalThis.fetch = plainFetch;
    },
  };
}

/**
 * How many of `calls` the answer waited for one after another: the longest chain of calls each
 * leaving after the one before came back (calls side by side count once).
 */
export function callsInARow(calls: readonly LoggedCall[]): number {
  const sorted = [...calls].sort((a, b) => a.endedAt - b.endedAt);
  const depth = new Map<LoggedCall, number>();
  for (const call of sorted) {
    const before = sorted.filter((other) => other.endedAt <= call.startedAt);
    depth.set(call, 1 + Math.max(0, ...before.map((other) => depth.get(other) ?? 0)));
  }
  return Math.max(0, ...depth.values());
}
