import { writeFileSync } from 'node:fs';

import { AGENDA_JSON, agendaJson } from './agenda-data.js';

// Run after changing the agenda in @vitrina/core; agenda-data.test.ts fails until it is run.
writeFileSync(AGENDA_JSON, agendaJson());
