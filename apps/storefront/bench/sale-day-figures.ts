// What one sale-day run (bench/sale-day.ts) measured, and how the runs on a store are printed
// against issue 35's targets.
import { cpus, loadavg } from 'node:os';
import type { SaleDayPlan } from './sale-day-load.worker.js';
import { percentile } from './percentile.js';

/** Issue 35's «Done when». */
const TARGETS = { hitRatio: 0.95, cachedCategoryP99Ms: 50, priceVisibleMs: 1_000 };

/** The load asked of every run. */
export type SaleDayLoad = Pick<SaleDayPlan, 'pagesPerSecond' | 'ordersPerMinute' | 'seconds'>;

/** What one run, with `instances` shop servers, measured. */
export interface RunFigures {
  instances: number;
  pagesPerSecond: number;
  times: Record<string, number[]>;
  hitRatio: number;
  freshHitRatio: number;
  storeCallsPer100: number;
  catalogueCallsPer100: number;
  priceVisibleMs: number;
  confirmed: number;
  ordersMade: number;
  failed: number;
  errors: number;
  /** Times the balancer took an instance out during the run. */
  takenOut: number;
  /** Answers other than 2xx, by kind and status. */
  refusals: string;
}

/** The runs so far on one store, then whether the 3-instance run met issue 35's targets. */
export function printFigures(storeName: string, load: SaleDayLoad, runs: RunFigures[]): void {
  console.log(
    `\nSale day on the ${storeName}: ${String(load.pagesPerSecond)} page views/s asked and ${String(load.ordersPerMinute)} orders/min for ${String(load.seconds)} s, through HAProxy, instances sharing redis-server`,
  );
  console.log(
    `  load average (1 min) now: ${loadavg()[0]?.toFixed(1) ?? '?'} on ${String(cpus().length)} cores`,
  );
  for (const run of runs) {
    console.log(`\n  ${String(run.instances)} instance(s): p50 / p95 / p99 ms by kind of call`);
    if (run.refusals !== '') console.log(`    not 2xx: ${run.refusals}`);
    for (const [kind, list] of Object.entries(run.times).sort()) {
      const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(list, p).toFixed(0).padStart(6));
      console.log(
        `    ${kind.padEnd(20)} ${String(list.length).padStart(6)} calls ${p50 ?? ''} ${p95 ?? ''} ${p99 ?? ''}`,
      );
    }
  }
  const category = (run: RunFigures) => percentile(run.times['página de categoría'] ?? [], 99);
  console.table(
    runs.map((run) => ({
      instances: run.instances,
      'pages/s': Number(run.pagesPerSecond.toFixed(1)),
      'page-cache hits (fresh+stale)': `${(run.hitRatio * 100).toFixed(1)} %`,
      'fresh hits': `${(run.freshHitRatio * 100).toFixed(1)} %`,
      'category p99 ms': Number(category(run).toFixed(1)),
      'store calls / 100 views': Number(run.storeCallsPer100.toFixed(1)),
      'catalogue calls / 100 views': Number(run.catalogueCallsPer100.toFixed(1)),
      'price on every instance, ms': Number(run.priceVisibleMs.toFixed(0)),
      'purchases confirmed': run.confirmed,
      'orders made': run.ordersMade,
      'failed purchases': run.failed,
      '5xx or no answer': run.errors,
      'instances taken out': run.takenOut,
    })),
  );
  const three = runs.find((run) => run.instances === 3);
  if (three === undefined) return;
  const checks = [
    [`hit ratio ≥ ${String(TARGETS.hitRatio * 100)} %`, three.hitRatio >= TARGETS.hitRatio],
    [
      `category p99 ≤ ${String(TARGETS.cachedCategoryP99Ms)} ms`,
      category(three) <= TARGETS.cachedCategoryP99Ms,
    ],
    [
      `price on all 3 ≤ ${String(TARGETS.priceVisibleMs)} ms`,
      three.priceVisibleMs <= TARGETS.priceVisibleMs,
    ],
    ['orders made = purchases confirmed', three.ordersMade === three.confirmed],
  ] as const;
  console.log(
    `  Targets (3 instances): ${checks.map(([name, met]) => `${name} ${met ? 'sí' : 'NO'}`).join('; ')}`,
  );
}
