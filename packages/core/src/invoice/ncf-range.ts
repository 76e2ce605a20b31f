import * as z from 'zod';
import { NCF_MAX_SEQUENCE, NCF_TYPES, type NcfType } from './ncf.js';

/**
 * What is left of an authorised range, in percent of its size, at or under which the owner is
 * warned (settings page and a mail) to ask the DGII for the next one.
 */
export const NCF_LOW_PERCENT = 10;

/** Why an owner's range is refused, field by field. */
export const NCF_RANGE_MESSAGES = {
  from: 'El primer número autorizado debe ser un entero de 1 a 99,999,999.',
  to: 'El último número autorizado debe ser un entero de 1 a 99,999,999.',
  order: 'El último número autorizado no puede ser menor que el primero.',
  expires: 'Escribe la fecha de vencimiento como AAAA-MM-DD.',
  expired: 'Esa fecha de vencimiento ya pasó: escribe la de la autorización vigente.',
} as const;

/** Why no NCF can be taken: every authorised number used, or the authorisation expired. */
export type NcfRefusal = 'ncf_range_exhausted' | 'ncf_range_expired';

/**
 * What each refusal says: to the shopper whose order it stops (409, nothing made, nothing
 * charged), and to the owner whose refund it stops (no credit note can be issued).
 */
export const NCF_REFUSAL_MESSAGES: Readonly<
  Record<'order' | 'creditNote', Readonly<Record<NcfRefusal, string>>>
> = {
  order: {
    ncf_range_exhausted:
      'No podemos emitir el comprobante fiscal (NCF) de tu pedido: la tienda usó todos los números que la DGII le autorizó. No se hizo el pedido ni se cobró nada; escríbenos para completarlo.',
    ncf_range_expired:
      'No podemos emitir el comprobante fiscal (NCF) de tu pedido: venció la autorización de la DGII para sus números. No se hizo el pedido ni se cobró nada; escríbenos para completarlo.',
  },
  creditNote: {
    ncf_range_exhausted:
      'No se puede emitir la nota de crédito (B04): se usaron todos los números autorizados. Registra en WooCommerce → Vitrina el rango nuevo que autorice la DGII; no se hizo el reembolso.',
    ncf_range_expired:
      'No se puede emitir la nota de crédito (B04): venció la autorización de sus números. Registra en WooCommerce → Vitrina el rango nuevo que autorice la DGII; no se hizo el reembolso.',
  },
};

const sequence = (message: string) =>
  z.int({ error: message }).min(1, { error: message }).max(NCF_MAX_SEQUENCE, { error: message });

const expiry = z.iso.date({ error: NCF_RANGE_MESSAGES.expires, abort: true });

/** A range whose last number is not before its first. */
const rangeOf = (expires: typeof expiry) =>
  z
    .object({
      from: sequence(NCF_RANGE_MESSAGES.from),
      to: sequence(NCF_RANGE_MESSAGES.to),
      expires,
    })
    .refine((range) => range.to >= range.from, { path: ['to'], error: NCF_RANGE_MESSAGES.order });

/**
 * A range the DGII authorised for one NCF type: its first and last sequence and the last day
 * (`YYYY-MM-DD`, the shop's calendar) its numbers may be issued.
 */
export const NcfRangeSchema = rangeOf(expiry);
export type NcfRange = z.infer<typeof NcfRangeSchema>;

/** A range as the owner enters it on `today`: one already expired is no authorisation. */
export const ncfRangeInputSchema = (today: string) =>
  rangeOf(expiry.refine((date) => date >= today, { error: NCF_RANGE_MESSAGES.expired }));

/**
 * The sequence the next NCF of a type takes: after the last issued, and never before the range's
 * first number (a new range starts where the DGII says). Without a range, the sequence just goes on.
 */
export function nextNcfSequence(lastIssued: number, range: NcfRange | null): number {
  return Math.max(lastIssued + 1, range?.from ?? 1);
}

/**
 * Why `next` cannot be issued on `today`, or null when it can: past the range's last number (or
 * the 8 digits without a range), or after the range's expiry.
 */
export function ncfRefusal(next: number, range: NcfRange | null, today: string): NcfRefusal | null {
  if (next > (range?.to ?? NCF_MAX_SEQUENCE)) return 'ncf_range_exhausted';
  if (range !== null && today > range.expires) return 'ncf_range_expired';
  return null;
}

/**
 * One type's sequence as the owner reads it: the range entered (null while none is), the last
 * number issued, how many are left, and whether they run low ({@link NCF_LOW_PERCENT}) or expired.
 */
export function ncfSequenceStatus(
  type: NcfType,
  lastIssued: number,
  range: NcfRange | null,
  today: string,
) {
  const remaining =
    range === null ? null : Math.max(0, range.to - Math.max(lastIssued, range.from - 1));
  const size = range === null ? 0 : range.to - range.from + 1;
  return {
    type,
    label: NCF_TYPES[type],
    range,
    last_issued: lastIssued,
    remaining,
    low: remaining !== null && remaining * 100 <= size * NCF_LOW_PERCENT,
    expired: range !== null && today > range.expires,
  };
}
export type NcfSequenceStatus = ReturnType<typeof ncfSequenceStatus>;

/**
 * The owner's warning that a range runs low, as the settings page shows it and the mail says it;
 * `{type}`, `{label}`, `{remaining}`, `{size}` and `{expires}` are filled in (PHP fills the same).
 */
export const NCF_LOW_WARNING = {
  subject: 'Quedan pocos NCF de {label} ({type})',
  text: 'Quedan {remaining} de los {size} números de {label} ({type}) que autorizó la DGII, válidos hasta el {expires}. Pide el rango siguiente y regístralo en los ajustes de la tienda antes de que se acaben: sin NCF no se pueden emitir comprobantes.',
} as const;

/** {@link NCF_LOW_WARNING} for a sequence whose range runs low, or null when it does not. */
export function ncfLowWarning(status: NcfSequenceStatus): { subject: string; text: string } | null {
  if (!status.low || status.range === null) return null;
  const { range } = status;
  const values: Record<string, string> = {
    type: status.type,
    label: status.label,
    remaining: String(status.remaining ?? 0),
    size: String(range.to - range.from + 1),
    expires: range.expires,
  };
  const fill = (template: string) =>
    template.replaceAll(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  return { subject: fill(NCF_LOW_WARNING.subject), text: fill(NCF_LOW_WARNING.text) };
}
