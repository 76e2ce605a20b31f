import { readFileSync } from 'node:fs';

import { expect, test } from 'vitest';

import { COMMON_PASSWORDS_TXT, commonPasswordsText } from './common-passwords.js';

test('data/common-passwords.txt is what @vitrina/core says (run `pnpm --dir plugins/vitrina data`)', () => {
  expect(readFileSync(COMMON_PASSWORDS_TXT, 'utf8')).toBe(commonPasswordsText());
});
