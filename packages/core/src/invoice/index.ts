// @vitrina/core/invoice: invoices: NCF sequences and ranges, the seller.

export {
  CREDIT_NOTE_NCF_TYPE,
  NCF_MAX_SEQUENCE,
  NCF_META,
  NCF_TYPES,
  NCF_VOIDING_STATUSES,
  formatNcf,
  ncfTypeFor,
  ncfVoided,
  parseNcf,
  type NcfType,
} from './ncf.js';
export {
  NCF_LOW_PERCENT,
  NCF_LOW_WARNING,
  NCF_RANGE_MESSAGES,
  NCF_REFUSAL_MESSAGES,
  NcfRangeSchema,
  ncfLowWarning,
  ncfRangeInputSchema,
  ncfRefusal,
  ncfSequenceStatus,
  nextNcfSequence,
  type NcfRange,
  type NcfSequenceStatus,
} from './ncf-range.js';
export { invoiceSeller } from './seller.js';
