// @vitrina/core/ids: Dominican ids and the phone: cédula, RNC, passport.

export { formatCedula } from './cedula.js';
export { formatRnc } from './rnc.js';
export { CEDULA_MESSAGE } from './cedula.js';
export { PASSPORT_MESSAGE } from './passport.js';
export { RNC_MESSAGE } from './rnc.js';
export { PHONE_MESSAGE } from './phone.js';
