import { writeFileSync } from 'node:fs';

import { RULES_JSON, rulesJson } from './rules-data.js';

// Run after changing a field rule, message or limit in @vitrina/core; rules-data.test.ts fails until it is run.
writeFileSync(RULES_JSON, rulesJson());
