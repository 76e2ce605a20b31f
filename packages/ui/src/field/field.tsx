import type { ReactNode } from 'react';
import { FieldError } from 'react-aria-components/FieldError';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import type { ValidationResult } from 'react-aria-components';
import { cx } from '../utils/cx.js';

/** An error message, or a function of react-aria's validation result (native or custom). */
export type FieldErrorMessage = string | ((validation: ValidationResult) => string);

/** Label, description and error shared by every form field. */
export interface FieldTextProps {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
}

/**
 * Classes of a text input box, shared by the fields. The focus outline names its style, as
 * focus-ring.ts explains, so it shows over a field's error border too.
 */
export const inputClasses = cx(
  'min-h-10 w-full rounded-control border border-border-strong bg-surface px-3 text-base text-ink',
  'placeholder:text-ink-muted outline-none',
  'data-focused:border-focus data-focused:outline-2 data-focused:outline-solid data-focused:outline-focus',
  'data-invalid:border-danger data-disabled:bg-surface-muted data-disabled:text-ink-muted',
);

/** The field's label. */
export function FieldLabel({ children }: { children: ReactNode }) {
  return <Label className="text-sm font-medium text-ink">{children}</Label>;
}

/** The description and error lines under a field, wired to it by react-aria. */
export function FieldHelp({
  description,
  errorMessage,
}: {
  description: ReactNode;
  errorMessage: FieldErrorMessage | undefined;
}) {
  return (
    <>
      {description ? (
        <Text slot="description" className="text-sm text-ink-muted">
          {description}
        </Text>
      ) : null}
      <FieldError className="text-sm font-medium text-danger">{errorMessage}</FieldError>
    </>
  );
}
