import type { MaskitoOptions, MaskitoPreprocessor } from '@maskito/core';

/*
 * Masks of the Dominican numbers the shop asks for, written as patterns: `#` takes one digit,
 * anything else is a literal Maskito inserts between digits. They only format; whether a
 * number is valid, and its normal form, are `@vitrina/core`'s rules.
 */
export const dominicanMasks = {
  /** (809) 555-0123, as `@vitrina/core` writes a phone (also 829 and 849). */
  phone: '(###) ###-####',
  /** 001-1234567-8. */
  cedula: '###-#######-#',
  /** 1-01-12345-6, as the DGII prints it. */
  rnc: '#-##-#####-#',
} as const;

/** A named Dominican mask. */
export type MaskName = keyof typeof dominicanMasks;

/** Maskito's fixed mask for a pattern: a digit class for each `#`, the literals as they are. */
function patternMask(pattern: string): (string | RegExp)[] {
  return [...pattern].map((slot) => (slot === '#' ? /\d/ : slot));
}

/** The ten national digits of a Dominican number written with its country code, else null. */
function nationalDigits(text: string): string | null {
  const digits = text.replaceAll(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : null;
}

/**
 * A pasted `+1 809 555 0123`, or a stored E.164 `+18095550123` shown in the field, carries the
 * country code; dropping it lets the ten national digits fill the phone mask instead of shifting
 * every digit by one.
 */
const dropCountryCode: MaskitoPreprocessor = ({ elementState, data }) => {
  const pasted = nationalDigits(data);
  if (pasted !== null) return { elementState, data: pasted };
  const whole = data === '' ? nationalDigits(elementState.value) : null;
  if (whole === null) return { elementState, data };
  return { elementState: { value: whole, selection: [whole.length, whole.length] }, data };
};

/** Maskito options for a pattern of `#` digits and literals. */
export function patternOptions(pattern: string): MaskitoOptions {
  return { mask: patternMask(pattern) };
}

/** Maskito options of each named mask, built once so the hook keeps one Maskito per field. */
export const dominicanMaskOptions: Record<MaskName, MaskitoOptions> = {
  phone: { ...patternOptions(dominicanMasks.phone), preprocessors: [dropCountryCode] },
  cedula: patternOptions(dominicanMasks.cedula),
  rnc: patternOptions(dominicanMasks.rnc),
};
