/**
 * Which of the shared feed's changes (Redis stream ids, `ms-seq`) this instance had applied at
 * each of its own catalogue versions: an answer one instance fetched is stamped with the feed's
 * position, and another instance reads that stamp as its own version, so it tells whether the
 * answer already shows a change it applied (M1, the shared cache of answers).
 */
export interface SharedVersions {
  /** Change `id` of the feed was applied; this instance's catalogue version is now `version`. */
  applied(id: string, version: number): void;
  /** The feed's position when this instance was at `version` ('0-0': before any change kept). */
  positionAt(version: number): string;
  /**
   * This instance's version for an answer fetched at feed position `position`: 0 when that is
   * older than what is remembered, `current` when it is newer than what was applied here.
   */
  versionAt(position: string, current: number): number;
}

/** Orders two stream ids, `ms-seq`, as numbers. */
export function compareIds(a: string, b: string): number {
  const [aMs = 0, aSeq = 0] = a.split('-').map(Number);
  const [bMs = 0, bSeq = 0] = b.split('-').map(Number);
  return aMs === bMs ? aSeq - bSeq : aMs - bMs;
}

/** The last index of `list` whose item is at most `limit`, by `compare`; -1 when none. */
function lastAtMost<T, L>(list: readonly T[], limit: L, compare: (item: T, limit: L) => number) {
  let low = 0;
  let high = list.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const item = list[middle] as T;
    if (compare(item, limit) <= 0) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

export function createSharedVersions(max = 20_000): SharedVersions {
  /** In the order applied: ids and versions both grow. */
  const steps: { id: string; version: number }[] = [];
  return {
    applied(id, version) {
      steps.push({ id, version });
      if (steps.length > max) steps.splice(0, steps.length - max);
    },
    positionAt(version) {
      const index = lastAtMost(steps, version, (step, limit) => step.version - limit);
      return steps[index]?.id ?? '0-0';
    },
    versionAt(position, current) {
      const last = steps.at(-1);
      if (last === undefined || compareIds(position, last.id) >= 0) return current;
      const index = lastAtMost(steps, position, (step, limit) => compareIds(step.id, limit));
      return steps[index]?.version ?? 0;
    },
  };
}
