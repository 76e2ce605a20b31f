// The test command's checks. Phases run one after the other; a phase's lanes run side by side,
// each lane's steps in order. Whatever happens, the output ends with the time each part took
// (each step, and under a turbo step its tasks from turbo's run summary), so a slow part is seen
// on the run that was slow (#39).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const runs = join(root, '.turbo', 'runs');

const turbo = (...tasks) => ({
  name: `turbo: ${tasks.filter((task) => !task.startsWith('--')).join(', ')}`,
  command: ['turbo', 'run', ...tasks, '--concurrency=2', '--summarize'],
});

const PHASES = [
  [[turbo('build')]],
  // The storefront's end-to-end suite waits on its pages far more than it computes (about a third
  // of the two cores), so the lints, type checks and unit tests take the time it leaves; the two
  // lanes took 11 and 12 minutes on a fresh clone, so prettier goes after the shorter.
  [
    [turbo('e2e', '--only'), { name: 'prettier', command: ['prettier', '--check', '.'] }],
    [turbo('lint', 'typecheck', 'test', '--only')],
  ],
  // The real WooCommerce (PHP, MariaDB and its own Chromium suite) never runs beside the
  // storefront's end-to-end suite: together on two cores they timed out its checkout tests.
  [[turbo('contract', 'contract:e2e', '--only')]],
  // It reads the reports every run above wrote.
  [[{ name: 'reliability table', command: ['node', 'scripts/reliability-table.mjs'] }]],
];

const minutes = (ms) =>
  `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;

/** The tasks of the newest turbo run summary written since `since`, as [task, ms, cache]. */
function turboTasks(since) {
  if (!existsSync(runs)) return [];
  const newest = readdirSync(runs)
    .filter((file) => file.endsWith('.json'))
    .map((file) => join(runs, file))
    .filter((file) => statSync(file).mtimeMs >= since)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (newest === undefined) return [];
  const summary = JSON.parse(readFileSync(newest, 'utf8'));
  return summary.tasks
    .filter((task) => task.execution !== undefined)
    .sort((a, b) => a.execution.startTime - b.execution.startTime)
    .map((task) => [
      task.taskId,
      task.execution.endTime - task.execution.startTime,
      task.cache?.status === 'HIT' ? ' (cached)' : '',
    ]);
}

/** Runs one step to its end; resolves to its exit status. */
function run([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('close', (status) => resolve(status ?? 1));
  });
}

/**
 * Runs a lane's steps in order until one fails. A turbo step writes its summary as it exits, so
 * the newest one then is its own even while another lane's turbo runs.
 */
async function runLane(steps, times) {
  for (const step of steps) {
    const started = Date.now();
    const status = await run(step.command);
    const lines = [[step.name, Date.now() - started, '']];
    if (step.name.startsWith('turbo'))
      lines.push(...turboTasks(started).map(([task, ms, cache]) => [`  ${task}`, ms, cache]));
    times.push(...lines);
    if (status !== 0) return { step: step.name, status };
  }
  return undefined;
}

const started = Date.now();
const times = [];
let failed;
for (const lanes of PHASES) {
  const failures = (await Promise.all(lanes.map((steps) => runLane(steps, times)))).filter(
    (failure) => failure !== undefined,
  );
  if (failures.length > 0) {
    failed = failures[0];
    break;
  }
}

console.log('\nTime each part took:');
for (const [name, ms, cache] of times) console.log(`  ${name.padEnd(48)} ${minutes(ms)}${cache}`);
console.log(`  ${'whole check'.padEnd(48)} ${minutes(Date.now() - started)}`);
if (failed !== undefined) {
  console.log(`\nFailed: ${failed.step}.`);
  process.exit(failed.status);
}
