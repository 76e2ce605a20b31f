import { MaskedField, type MaskName } from '@vitrina/ui/masked-field';
import { TextField } from '@vitrina/ui/text-field';
import type { CheckoutPatch, FieldErrors } from './checkout-steps';

/** How a step view talks to the machine: the errors to show and the change to send. */
export interface StepViewProps {
  errors: FieldErrors;
  update: (patch: CheckoutPatch) => void;
}

/**
 * A text field of the checkout bound to one path of the form, showing that path's error; with a
 * `mask` (phone, cédula, RNC) it formats digits as they are typed, and core's rules read it.
 */
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
  mask,
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
  mask?: MaskName;
}) {
  const error = errors[name];
  const props = {
    name,
    label,
    value,
    onChange,
    isRequired,
    isInvalid: error !== undefined,
    ...(error === undefined ? {} : { errorMessage: error }),
    ...(autoComplete === undefined ? {} : { autoComplete }),
    ...(description === undefined ? {} : { description }),
  };
  return mask === undefined ? (
    <TextField {...props} type={type} />
  ) : (
    <MaskedField {...props} mask={mask} />
  );
}
