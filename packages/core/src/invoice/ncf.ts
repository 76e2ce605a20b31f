/**
 * NCF (Número de Comprobante Fiscal) types the shop issues: B01 «crédito fiscal» for a company
 * with RNC (is_fiscal), B02 «consumo final» for everyone else, and B04 «nota de crédito» for each
 * refund, correcting the invoice it names. Each type has its own sequence.
 */
export const NCF_TYPES = {
  B01: 'Crédito fiscal',
  B02: 'Consumo final',
  B04: 'Nota de crédito',
} as const;
/** An NCF type. */
export type NcfType = keyof typeof NCF_TYPES;

/** The type of every credit note: a refund corrects the invoice with a B04. */
export const CREDIT_NOTE_NCF_TYPE = 'B04' satisfies NcfType;

/**
 * The meta entries an NCF travels in, on an order (its invoice) and on a refund (its credit
 * note): the number, its type, the last day its authorised range may be used (absent while the
 * owner has entered none) and, on a credit note, the NCF it modifies.
 */
export const NCF_META = {
  number: 'ncf',
  type: 'ncf_type',
  expires: 'ncf_expires',
  modifies: 'ncf_modified',
} as const;

/**
 * The statuses that void an order's NCF: the order was called off or its payment failed, so the
 * number it took is reported to the DGII as voided and no invoice prints. A refunded order is
 * not one: its invoice stands, corrected by its credit notes.
 */
export const NCF_VOIDING_STATUSES = ['cancelled', 'failed'] as const;

/** Whether an order in `status` has its NCF voided (and so no invoice to print). */
export function ncfVoided(status: string): boolean {
  return (NCF_VOIDING_STATUSES as readonly string[]).includes(status);
}

/** The NCF type of an order: B01 when the buyer asked for a fiscal invoice, else B02. */
export function ncfTypeFor(isFiscal: boolean): NcfType {
  return isFiscal ? 'B01' : 'B02';
}

/** The highest sequence an 8-digit B-series NCF holds. */
export const NCF_MAX_SEQUENCE = 99_999_999;

/** An NCF as printed: the type and an 8-digit sequence, `B01` + 1 → `B0100000001`. */
export function formatNcf(type: NcfType, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > NCF_MAX_SEQUENCE) {
    throw new RangeError(`NCF sequence out of range: ${String(sequence)}`);
  }
  return `${type}${String(sequence).padStart(8, '0')}`;
}

const NCF_SHAPE = /^(B01|B02|B04)(\d{8})$/;

const isNcfType = (text: string): text is NcfType => Object.hasOwn(NCF_TYPES, text);

/** The type and sequence of a printed NCF, if it is one the shop issues. */
export function parseNcf(ncf: string): { type: NcfType; sequence: number } | undefined {
  const match = NCF_SHAPE.exec(ncf);
  const type = match?.[1] ?? '';
  if (!match || !isNcfType(type)) return undefined;
  return { type, sequence: Number(match[2]) };
}
