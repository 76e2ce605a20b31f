// What the plugin's parity tests share: PHP reads core's rules from generated data, and runs the
// same cases as core to show it answers alike.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, test } from 'vitest';

/** The test that `file` holds what core makes of it now (`generated`): it fails until rewritten. */
export function testDataIsCurrent(file: string | URL, generated: () => string): void {
  const path = file instanceof URL ? fileURLToPath(file) : file;
  test(`data/${basename(path)} is what @vitrina/core says (run \`pnpm --dir plugins/vitrina data\`)`, () => {
    expect(readFileSync(path, 'utf8')).toBe(generated());
  });
}

/**
 * Runs `body` in namespace Vitrina with the plugin's `classes` (includes/«class».php) loaded
 * after `prelude`; `$in` is `input`, and what `body` echoes is read as JSON.
 */
export function runPhp(
  plugin: { classes: readonly string[]; prelude?: string },
  body: string,
  input: unknown,
): unknown {
  const files = plugin.classes.map((name) =>
    fileURLToPath(new URL(`../includes/${name}.php`, import.meta.url)),
  );
  const script = [
    'namespace Vitrina;',
    plugin.prelude ?? '',
    ...files.map((file) => `require '${file}';`),
    '$in = json_decode(stream_get_contents(STDIN), true);',
    body,
  ].join(' ');
  return JSON.parse(
    execFileSync('php', ['-r', script], { input: JSON.stringify(input), encoding: 'utf8' }),
  );
}
