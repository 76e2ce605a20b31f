import { writeFileSync } from 'node:fs';

import { FISCAL_JSON, fiscalJson } from './fiscal-data.js';

// Run after changing the NCF rules in @vitrina/core; fiscal-data.test.ts fails until it is run.
writeFileSync(FISCAL_JSON, fiscalJson());
