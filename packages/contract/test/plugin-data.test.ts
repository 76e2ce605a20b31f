import { commonPasswordList } from '@vitrina/core';
import { expect, test } from 'vitest';

test('the Vitrina plugin refuses the same common passwords as @vitrina/core (B3)', async () => {
  // The plugin reads this file; after a change to core's list, `vitest run -u` rewrites it.
  await expect(`${[...commonPasswordList()].sort().join('\n')}\n`).toMatchFileSnapshot(
    '../../../plugins/vitrina/data/common-passwords.txt',
  );
});
