import { TextField } from '@vitrina/ui/text-field';
import type { CheckoutPatch, FieldErrors } from './checkout-steps';

/** How a step view talks to the machine: the errors to show and the change to send. */
export interface StepViewProps {
  errors: FieldErrors;
  update: (patch: CheckoutPatch) => void;
}

/** A text field of the checkout bound to one path of the form, showing that path's error. */
export function CheckoutTextField({
  name,
  label,
  value,
  errors,
  onChange,
  type = 'text',
  autoComplete,
  description,
  isRequired = false,
}: {
  name: string;
  label: string;
  value: string;
  errors: FieldErrors;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  description?: string;
  isRequired?: boolean;
}) {
  const error = errors[name];
  return (
    <TextField
      name={name}
      label={label}
      value={value}
      onChange={onChange}
      type={type}
      isRequired={isRequired}
      isInvalid={error !== undefined}
      {...(error === undefined ? {} : { errorMessage: error })}
      {...(autoComplete === undefined ? {} : { autoComplete })}
      {...(description === undefined ? {} : { description })}
    />
  );
}
