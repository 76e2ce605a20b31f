import { writeFileSync } from 'node:fs';

import { MAILBOX_JSON, mailboxJson } from './mailbox-data.js';

// Run after changing MAILBOX_RULES in @vitrina/core; mailbox-data.test.ts fails until it is run.
writeFileSync(MAILBOX_JSON, mailboxJson());
