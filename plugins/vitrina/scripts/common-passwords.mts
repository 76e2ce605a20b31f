// Writes data/common-passwords.json from @vitrina/core's list, so the plugin refuses the same
// common passwords as the shop's forms (B3). Run after changing core's list:
//   node plugins/vitrina/scripts/common-passwords.mts
// The contract suite checks that the file matches core.
import { writeFileSync } from 'node:fs';

import { commonPasswordData } from './common-password-data.mts';

const target = new URL('../data/common-passwords.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(commonPasswordData(), null, 1)}\n`);
