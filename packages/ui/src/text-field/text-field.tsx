import type { Ref } from 'react';
import { Input } from 'react-aria-components/Input';
import { TextArea } from 'react-aria-components/TextArea';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components/TextField';
import { FieldHelp, FieldLabel, inputClasses, type FieldTextProps } from '../field/field.js';
import { withBase } from '../utils/class-names.js';

/** Props of {@link TextField}. */
export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'>, FieldTextProps {
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Several lines (a message): a text area of this many rows instead of an input. */
  rows?: number;
}

/**
 * A labelled text input with an optional description and an error message; the error shows
 * when the field is invalid (native constraints, `validate`, or `isInvalid`).
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  inputRef,
  rows,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={withBase(className, 'flex flex-col gap-1')}>
      <FieldLabel>{label}</FieldLabel>
      {rows === undefined ? (
        <Input
          className={inputClasses}
          {...(placeholder === undefined ? {} : { placeholder })}
          {...(inputRef ? { ref: inputRef } : {})}
        />
      ) : (
        <TextArea
          rows={rows}
          className={`${inputClasses} h-auto py-2`}
          {...(placeholder === undefined ? {} : { placeholder })}
        />
      )}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
