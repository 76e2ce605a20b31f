import { writeFileSync } from 'node:fs';

import { ORDER_JSON, orderJson } from './order-data.js';

// Run after changing the order mails or statuses in @vitrina/core; order-data.test.ts fails until it is run.
writeFileSync(ORDER_JSON, orderJson());
