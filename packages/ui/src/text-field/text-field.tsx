import type { Ref } from 'react';
import { Input } from 'react-aria-components/Input';
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
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={withBase(className, 'flex flex-col gap-1')}>
      <FieldLabel>{label}</FieldLabel>
      <Input
        className={inputClasses}
        {...(placeholder === undefined ? {} : { placeholder })}
        {...(inputRef ? { ref: inputRef } : {})}
      />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
