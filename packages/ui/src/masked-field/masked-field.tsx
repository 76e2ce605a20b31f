import { maskitoTransform, type MaskitoOptions } from '@maskito/core';
import { useMaskito } from '@maskito/react';
import { useMemo } from 'react';
import { TextField, type TextFieldProps } from '../text-field/text-field.js';
import { dominicanMaskOptions, patternOptions, type MaskName } from './mask.js';

/** Props of {@link MaskedField}. */
export interface MaskedFieldProps extends Omit<TextFieldProps, 'inputRef' | 'type'> {
  /** A named Dominican mask, or a pattern of `#` digits and literals. */
  mask: MaskName | { pattern: string };
}

const autoCompleteFor: Partial<Record<MaskName, string>> = { phone: 'tel-national' };

function useMaskOptions(mask: MaskedFieldProps['mask']): MaskitoOptions {
  const pattern = typeof mask === 'string' ? null : mask.pattern;
  return useMemo(
    () => (pattern === null ? dominicanMaskOptions[mask as MaskName] : patternOptions(pattern)),
    [mask, pattern],
  );
}

/**
 * A labelled text field that formats digits as they are typed or pasted (phone, cédula, RNC)
 * with Maskito. The value it reports and submits is the formatted text; the form reads it
 * through `@vitrina/core`'s schema, which checks it and returns its normal form.
 */
export function MaskedField({ mask, value, defaultValue, ...props }: MaskedFieldProps) {
  const options = useMaskOptions(mask);
  const maskRef = useMaskito({ options });
  const autoComplete = typeof mask === 'string' ? autoCompleteFor[mask] : undefined;
  const shown =
    value === undefined
      ? { defaultValue: maskitoTransform(defaultValue ?? '', options) }
      : { value: maskitoTransform(value, options) };
  return (
    <TextField
      inputMode="numeric"
      {...(autoComplete ? { autoComplete } : {})}
      {...props}
      {...shown}
      inputRef={maskRef}
    />
  );
}

export { dominicanMasks, type MaskName } from './mask.js';
