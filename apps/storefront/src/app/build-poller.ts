import * as z from 'zod/mini';

/** The file every build writes (`/builds/latest.json`). */
export const LatestBuildSchema = z.object({
  id: z.string().check(z.minLength(1)),
  timestamp: z.number(),
});
export type LatestBuild = z.infer<typeof LatestBuildSchema>;

type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export type BuildPollerOptions = {
  currentId: string;
  /** Resolves with the parsed JSON of `/builds/latest.json`; rejects when unreachable. */
  fetchLatest: () => Promise<unknown>;
  intervalMs?: number;
  maxBackoffMs?: number;
  timers?: Timers;
};

export type BuildPoller = {
  start: () => void;
  stop: () => void;
  /** Checks at once (start-up, tab visible again). */
  check: () => Promise<void>;
  /** True once a build other than the running one has been published. */
  hasNewBuild: () => boolean;
};

/**
 * Polls for a new build. Failures stay invisible (R16) and double the wait up to
 * `maxBackoffMs`; once a new id is seen, polling stops.
 */
export function createBuildPoller({
  currentId,
  fetchLatest,
  intervalMs = 60_000,
  maxBackoffMs = 15 * 60_000,
  timers = {
    setTimeout: (cb, ms) => setTimeout(cb, ms),
    clearTimeout: (h) => clearTimeout(h as number),
  },
}: BuildPollerOptions): BuildPoller {
  let newBuild = false;
  let delay = intervalMs;
  let handle: unknown;
  let running = false;

  function schedule(): void {
    if (!running || newBuild) return;
    handle = timers.setTimeout(() => void check().finally(schedule), delay);
  }

  async function check(): Promise<void> {
    if (newBuild) return;
    try {
      const latest = LatestBuildSchema.parse(await fetchLatest());
      delay = intervalMs;
      if (latest.id !== currentId) newBuild = true;
    } catch {
      delay = Math.min(delay * 2, maxBackoffMs);
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      schedule();
    },
    stop() {
      running = false;
      timers.clearTimeout(handle);
    },
    check,
    hasNewBuild: () => newBuild,
  };
}
