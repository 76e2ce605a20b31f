import { readFileSync } from 'node:fs';

/** A documented response body from `test/fixtures/`, as untyped JSON. */
export function readFixture(name: string): unknown {
  return JSON.parse(
    readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8'),
  ) as unknown;
}
