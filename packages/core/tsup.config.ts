import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { z } from 'zod';

// One entry per topic (`@vitrina/core/<topic>`) besides the union (`.`), read from the package's
// own `exports` so a topic is listed in one place (`test/topics.test.ts` holds the rest); shared
// code is split into chunks, so a name is defined once however many entries export it.
const { exports } = z
  .object({ exports: z.record(z.string(), z.string()) })
  .parse(JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')));
const entry = Object.fromEntries(
  Object.values(exports).map((source) => [
    source.replace(/^\.\/src\//, '').replace(/\.ts$/, ''),
    source,
  ]),
);

export default defineConfig({
  entry,
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  target: 'es2022',
});
