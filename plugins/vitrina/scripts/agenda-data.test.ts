import { readFileSync } from 'node:fs';

import { expect, test } from 'vitest';

import { AGENDA_JSON, agendaJson } from './agenda-data.js';

test('data/agenda.json is what @vitrina/core says (run `pnpm --dir plugins/vitrina data`)', () => {
  expect(readFileSync(AGENDA_JSON, 'utf8')).toBe(agendaJson());
});
