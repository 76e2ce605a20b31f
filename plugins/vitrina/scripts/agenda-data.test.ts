import { AGENDA_JSON, agendaJson } from './agenda-data.js';
import { testDataIsCurrent } from './php-parity.js';

testDataIsCurrent(AGENDA_JSON, agendaJson);
