// @vitrina/core/money: integer centavos, RD$ formatting, ITBIS, order totals and deposits.

export { CentsSchema } from './cents-schema.js';
export {
  centsToDecimal,
  centsToPesos,
  parseMinorUnits,
  parseWooPrice,
  pesosToCents,
  type Cents,
} from './cents.js';
export { formatCount, formatMoney, formatOneDecimal } from './format.js';
export { ITBIS_RATE_PERCENT, itbisFromTotal } from './itbis.js';
export { computeOrderTotals, type OrderTotals } from './order-totals.js';
export { depositCents } from './deposit.js';
