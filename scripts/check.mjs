// The test command's checks. Phases run one after the other; a phase's lanes run side by side,
// each lane's steps in order. Whatever happens, the output ends with the time each part took
// (each step, and under a turbo step its tasks from turbo's run summary), so a slow part is seen
// on the run that was slow (#39).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const runs = join(root, '.turbo', 'runs');

const taskNames = (args) => args.filter((arg) => !arg.startsWith('--'));

const turbo = (...args) => ({
  name: `turbo: ${taskNames(args).join(', ')}`,
  tasks: taskNames(args),
  command: ['turbo', 'run', ...args, '--concurrency=2', '--summarize'],
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
];
// It reads the reports the runs above wrote, and runs after a failure too: it names the ids whose
// tests failed.
const TABLE = { name: 'reliability table', command: ['node', 'scripts/reliability-table.mjs'] };

const minutes = (ms) =>
  `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;

/**
 * The tasks of the turbo run of `tasks` started since `since`, as [task, ms, cache]: two lanes'
 * turbo runs write their summaries side by side, so it is found by what it ran.
 */
function turboTasks(tasks, since) {
  if (!existsSync(runs)) return [];
  const summary = readdirSync(runs)
    .map((file) => join(runs, file))
    .filter((file) => file.endsWith('.json') && statSync(file).mtimeMs >= since)
    .map((file) => JSON.parse(readFileSync(file, 'utf8')))
    .find(
      ({ execution }) =>
        execution.startTime >= since &&
        taskNames(execution.command.split(' ').slice(2)).join(' ') === tasks.join(' '),
    );
  if (summary === undefined) return [];
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
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (status) => resolve(status ?? 1));
  });
}

/** Runs a lane's steps in order until one fails; what each took goes into `times`. */
async function runLane(steps, times) {
  for (const step of steps) {
    const started = Date.now();
    const status = await run(step.command);
    const lines = [[step.name, Date.now() - started, '']];
    if (step.tasks !== undefined)
      lines.push(
        ...turboTasks(step.tasks, started).map(([task, ms, cache]) => [`  ${task}`, ms, cache]),
      );
    times.push(...lines);
    if (status !== 0) return { step: step.name, status };
  }
  return undefined;
}

const started = Date.now();
const times = [];
const failures = [];
for (const lanes of PHASES) {
  failures.push(
    ...(await Promise.all(lanes.map((steps) => runLane(steps, times)))).filter(Boolean),
  );
  if (failures.length > 0) break;
}
const table = await runLane([TABLE], times);
if (table !== undefined) failures.push(table);

console.log('\nTime each part took:');
for (const [name, ms, cache] of times) console.log(`  ${name.padEnd(48)} ${minutes(ms)}${cache}`);
console.log(`  ${'whole check'.padEnd(48)} ${minutes(Date.now() - started)}`);
if (failures.length > 0) {
  console.log(`\nFailed: ${failures.map((failure) => failure.step).join('; ')}.`);
  process.exit(failures[0].status);
}
