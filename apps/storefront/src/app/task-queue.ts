/**
 * Runs at most `concurrency` tasks at a time; a key already queued or running is not queued
 * again. Used for route chunk preloads (spec §9: up to 4 in parallel).
 */
export function createTaskQueue(concurrency: number): {
  enqueue: (key: string, task: () => Promise<unknown>) => void;
  running: () => number;
} {
  const waiting: Array<[string, () => Promise<unknown>]> = [];
  const seen = new Set<string>();
  let active = 0;

  function next(): void {
    while (active < concurrency && waiting.length > 0) {
      const [, task] = waiting.shift() ?? [];
      if (!task) return;
      active += 1;
      void task()
        .catch(() => undefined)
        .finally(() => {
          active -= 1;
          next();
        });
    }
  }

  return {
    enqueue(key, task) {
      if (seen.has(key)) return;
      seen.add(key);
      waiting.push([key, task]);
      next();
    },
    running: () => active,
  };
}
