import { writeFileSync } from 'node:fs';

import { COMMON_PASSWORDS_TXT, commonPasswordsText } from './common-passwords.js';

// Run after changing the common-password list in @vitrina/core; common-passwords.test.ts fails until it is run.
writeFileSync(COMMON_PASSWORDS_TXT, commonPasswordsText());
