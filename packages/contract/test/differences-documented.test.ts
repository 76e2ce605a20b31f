import { readFile } from 'node:fs/promises';

import { expect, test } from 'vitest';

import { INTENDED_DIFFERENCES } from '../src/differences.js';

test('docs/real-woocommerce-contract.md names every intended difference, and no other', async () => {
  const page = await readFile(
    new URL('../../../docs/real-woocommerce-contract.md', import.meta.url),
    'utf8',
  );
  const listed = [...page.matchAll(/^\| `([a-z0-9-]+)` /gm)].map((match) => match[1]);
  expect(listed.sort()).toEqual(INTENDED_DIFFERENCES.map((difference) => difference.id).sort());
});
