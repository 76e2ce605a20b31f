/**
 * NCF (Número de Comprobante Fiscal) types the shop issues: B01 «crédito fiscal» for a company
 * with RNC (is_fiscal), B02 «consumo final» for everyone else.
 */
export const NCF_TYPES = {
  B01: 'Crédito fiscal',
  B02: 'Consumo final',
} as const;
/** An NCF type. */
export type NcfType = keyof typeof NCF_TYPES;

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

const NCF_SHAPE = /^(B01|B02)(\d{8})$/;

/** The type and sequence of a printed NCF, if it is one the shop issues. */
export function parseNcf(ncf: string): { type: NcfType; sequence: number } | undefined {
  const match = NCF_SHAPE.exec(ncf);
  if (!match) return undefined;
  const type = match[1] === 'B01' ? 'B01' : 'B02';
  return { type, sequence: Number(match[2]) };
}
