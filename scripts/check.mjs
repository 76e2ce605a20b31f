// The test command's checks, one after the other; whatever happens, the output ends with the
// time each part took (turbo's tasks from its run summary, then the steps after it), so a slow
// part is seen on the run that was slow (#39).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const runs = join(root, '.turbo', 'runs');

const STEPS = [
  {
    name: 'turbo: lint, typecheck, test, contract',
    command: [
      'turbo',
      'run',
      'lint',
      'typecheck',
      'test',
      'contract',
      'contract:e2e',
      '--concurrency=2',
      '--summarize',
    ],
  },
  { name: 'reliability table', command: ['node', 'scripts/reliability-table.mjs'] },
  { name: 'prettier', command: ['prettier', '--check', '.'] },
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

const started = Date.now();
const times = [];
let failed;
for (const step of STEPS) {
  const stepStarted = Date.now();
  const [command, ...args] = step.command;
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  times.push([step.name, Date.now() - stepStarted, '']);
  if (step.name.startsWith('turbo'))
    times.push(...turboTasks(stepStarted).map(([task, ms, cache]) => [`  ${task}`, ms, cache]));
  if (run.status !== 0) {
    failed = { step: step.name, status: run.status ?? 1 };
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
