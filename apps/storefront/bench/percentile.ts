/**
 * The time below which `p` percent of `times` fall (nearest rank, rounded down); NaN when there
 * is none, so a kind of call that never ran prints as such rather than as a 0 ms.
 */
export function percentile(times: readonly number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}
