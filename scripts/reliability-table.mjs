// Prints every id of the reliability plan (the rows of docs/rules.md) with the tests named after
// it and their results, read from the JSON reports the test command's runs leave in each
// package's `reports/` folder. Fails when an id has no test, or a test of an id failed (#28).
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');

/** The ids of docs/rules.md's «Reliability ids» table, in its order. */
function planIds() {
  const rules = readFileSync(join(root, 'docs', 'rules.md'), 'utf8');
  const section = rules.split('## Reliability ids')[1]?.split('\n## ')[0] ?? '';
  return [...section.matchAll(/^\| ([A-R]\d+) +\|/gm)].map((match) => match[1]);
}

/** Every test of a vitest JSON report: its full title, file and whether it passed. */
function vitestTests(report, pkg) {
  return report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      title: [...test.ancestorTitles, test.title].join(' › '),
      where: `${pkg} ${relative(join(root, pkg), file.name)}`,
      status: test.status,
    })),
  );
}

/** Every test of a Playwright JSON report, with the titles of the suites around it. */
function playwrightTests(report, pkg) {
  const walk = (suite, titles) => [
    ...(suite.specs ?? []).map((spec) => ({
      title: [...titles, spec.title].join(' › '),
      where: `${pkg} e2e/${spec.file}`,
      status: spec.tests.every((test) => test.status === 'skipped')
        ? 'skipped'
        : spec.ok
          ? 'passed'
          : 'failed',
    })),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...titles, child.title])),
  ];
  return report.suites.flatMap((suite) => walk(suite, []));
}

function allTests() {
  const tests = [];
  for (const group of ['apps', 'packages', 'plugins']) {
    for (const name of readdirSync(join(root, group))) {
      const pkg = `${group}/${name}`;
      const vitest = join(root, pkg, 'reports', 'vitest.json');
      const playwright = join(root, pkg, 'reports', 'playwright.json');
      if (existsSync(vitest))
        tests.push(...vitestTests(JSON.parse(readFileSync(vitest, 'utf8')), pkg));
      if (existsSync(playwright)) {
        tests.push(...playwrightTests(JSON.parse(readFileSync(playwright, 'utf8')), pkg));
      }
    }
  }
  return tests;
}

/** `B1` names B1 in «B1/K2: …» or «(B1)», never in «B10» or «AB1». */
const namesId = (title, id) => new RegExp(`(^|[^A-Za-z0-9])${id}(?![0-9])`).test(title);

const tests = allTests();
const rows = planIds().map((id) => {
  const proving = tests.filter((test) => namesId(test.title, id) && test.status !== 'skipped');
  const failed = proving.filter((test) => test.status !== 'passed');
  const result = proving.length === 0 ? 'NO TEST' : failed.length > 0 ? 'FAILED' : 'passed';
  const shown = failed[0] ?? proving[0];
  return {
    id,
    count: proving.length,
    result,
    test: shown ? `${shown.where}: ${shown.title}` : '—',
  };
});

const width = (key) => Math.max(key.length, ...rows.map((row) => String(row[key]).length));
const cell = (value, key) => String(value).padEnd(width(key));
const maxTest = 110;
console.log('\nReliability plan (docs/rules.md): every id and the tests named after it\n');
console.log(`${cell('id', 'id')}  ${cell('count', 'count')}  ${cell('result', 'result')}  test`);
for (const row of rows) {
  const test = row.test.length > maxTest ? `${row.test.slice(0, maxTest - 1)}…` : row.test;
  console.log(
    `${cell(row.id, 'id')}  ${cell(row.count, 'count')}  ${cell(row.result, 'result')}  ${test}`,
  );
}
const missing = rows.filter((row) => row.result !== 'passed');
console.log(
  `\n${rows.length} ids, ${rows.length - missing.length} proved by passing tests` +
    (missing.length > 0 ? `; not proved: ${missing.map((row) => row.id).join(', ')}` : '') +
    '.\n',
);
if (missing.length > 0) process.exitCode = 1;
