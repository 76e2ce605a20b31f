import { fileURLToPath } from 'node:url';

import {
  CREDIT_NOTE_NCF_TYPE,
  NCF_LOW_PERCENT,
  NCF_LOW_WARNING,
  NCF_MAX_SEQUENCE,
  NCF_META,
  NCF_RANGE_MESSAGES,
  NCF_REFUSAL_MESSAGES,
  NCF_TYPES,
  NCF_VOIDING_STATUSES,
} from '@vitrina/core/invoice';
import { ORDER_STATUS_LABELS, UNKNOWN_ORDER_STATUS_LABEL } from '@vitrina/core/order';

/** Where the plugin reads core's fiscal rules from (includes/FiscalRules.php). */
export const FISCAL_JSON = fileURLToPath(new URL('../data/fiscal.json', import.meta.url));

/**
 * Core's NCF rules for the PHP plugin: the types and their labels, the credit note's type, the
 * metas an NCF travels in, the ranges' limits and messages, the refusals, the warning at 10 %
 * left, the statuses that void a number and how each order status reads. The plugin carries the
 * arithmetic (held to core's by scripts/fiscal-data.test.ts), core the rules.
 */
export function fiscalData() {
  return {
    types: NCF_TYPES,
    creditNoteType: CREDIT_NOTE_NCF_TYPE,
    meta: NCF_META,
    maxSequence: NCF_MAX_SEQUENCE,
    lowPercent: NCF_LOW_PERCENT,
    rangeMessages: NCF_RANGE_MESSAGES,
    refusals: NCF_REFUSAL_MESSAGES,
    lowWarning: NCF_LOW_WARNING,
    voidingStatuses: NCF_VOIDING_STATUSES,
    statusLabels: ORDER_STATUS_LABELS,
    unknownStatusLabel: UNKNOWN_ORDER_STATUS_LABEL,
  };
}

/** The file's text, byte for byte as committed. */
export function fiscalJson(): string {
  return `${JSON.stringify(fiscalData(), null, 2)}\n`;
}
