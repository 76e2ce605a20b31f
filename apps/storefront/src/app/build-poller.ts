/** The file every build writes (`/builds/latest.json`). */
export type LatestBuild = { id: string; timestamp: number };

/**
 * Reads `/builds/latest.json`, or throws when the body is not a {@link LatestBuild}. Checked by
 * hand rather than with zod: the poller runs on every page's first load, and zod there would
 * cost about 15 KB gzip for two fields.
 */
export function readLatestBuild(body: unknown): LatestBuild {
  if (typeof body === 'object' && body !== null) {
    const id: unknown = Reflect.get(body, 'id');
    const timestamp: unknown = Reflect.get(body, 'timestamp');
    if (typeof id === 'string' && id !== '' && typeof timestamp === 'number')
      return { id, timestamp };
  }
  throw new TypeError('builds/latest.json is not {id, timestamp}');
}

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
      const latest = readLatestBuild(await fetchLatest());
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
