import { Button } from '@vitrina/ui/button';
import type { ReactNode } from 'react';

/**
 * A form's submit button: spins while the form is being sent (saying `busyLabel`, when given,
 * instead of its label) and stays disabled while `locked`, so a form cannot be sent twice.
 */
export function SubmitButton({
  busy,
  busyLabel,
  locked,
  className,
  children,
}: {
  busy: boolean;
  busyLabel?: string;
  locked?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      isPending={busy}
      {...(locked === undefined ? {} : { isDisabled: locked })}
      {...(className === undefined ? {} : { className })}
    >
      {busy && busyLabel !== undefined ? busyLabel : children}
    </Button>
  );
}
