import { useLayoutEffect, useRef, useState } from 'react';
import { TextField, type TextFieldProps } from '../text-field/text-field.js';
import { applyMask, caretAfterDigits, dominicanMasks, unmask } from './mask.js';

/** A named Dominican mask or a pattern of `#` digits and literals. */
export type MaskName = keyof typeof dominicanMasks;

/** Props of {@link MaskedField}. */
export interface MaskedFieldProps extends Omit<
  TextFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'inputRef'
> {
  mask: MaskName | { pattern: string };
  /** The formatted value (controlled). */
  value?: string;
  defaultValue?: string;
  /** Called with the formatted value; `unmask` gives its digits. */
  onChange?: (masked: string) => void;
}

const autoCompleteFor: Partial<Record<MaskName, string>> = { phone: 'tel-national' };

/**
 * A text field that formats digits as they are typed (phone, cédula, RNC), keeping the caret
 * where the shopper is typing. The submitted form value is the formatted text.
 */
export function MaskedField({ mask, value, defaultValue, onChange, ...props }: MaskedFieldProps) {
  const pattern = typeof mask === 'string' ? dominicanMasks[mask] : mask.pattern;
  const [ownValue, setOwnValue] = useState(() => applyMask(defaultValue ?? '', pattern));
  const shown = value === undefined ? ownValue : applyMask(value, pattern);
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const caret = pendingCaret.current;
    if (input && caret !== null && input === input.ownerDocument.activeElement) {
      input.setSelectionRange(caret, caret);
    }
    pendingCaret.current = null;
  }, [shown]);

  const change = (raw: string) => {
    const masked = applyMask(raw, pattern);
    const caret = inputRef.current?.selectionStart ?? raw.length;
    pendingCaret.current = caretAfterDigits(masked, unmask(raw.slice(0, caret)).length);
    if (value === undefined) setOwnValue(masked);
    onChange?.(masked);
  };

  const autoComplete = typeof mask === 'string' ? autoCompleteFor[mask] : undefined;
  return (
    <TextField
      inputMode="numeric"
      {...(autoComplete ? { autoComplete } : {})}
      {...props}
      value={shown}
      onChange={change}
      inputRef={inputRef}
    />
  );
}

export { applyMask, dominicanMasks, isMaskComplete, unmask } from './mask.js';
