import { readFile } from 'node:fs/promises';

import { commonPasswordList } from '@vitrina/core';
import { expect, test } from 'vitest';

const canonical = (password: string): string => password.normalize('NFKC').trim().toLowerCase();

test('the Vitrina plugin refuses the same common passwords as @vitrina/core (B3)', async () => {
  // plugins/vitrina/scripts/common-passwords.mts writes this file; run it when core's list changes.
  const file = new URL('../../../plugins/vitrina/data/common-passwords.json', import.meta.url);
  const data = JSON.parse(await readFile(file, 'utf8')) as Record<
    'literals' | 'words' | 'suffixes',
    string[]
  >;
  const plugin = new Set([...data.literals, ...data.words].map(canonical));
  for (const word of data.words) {
    for (const suffix of data.suffixes) plugin.add(canonical(word + suffix));
  }
  expect([...plugin].sort()).toEqual([...commonPasswordList()].sort());
});
