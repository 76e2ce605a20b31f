import { ResetPasswordSchema, type ResetPasswordQuery } from '@vitrina/core';
import { Form } from '@vitrina/ui/form';
import type { AppContext } from '../../lib/app-context';
import { SubmitButton } from '../../lib/submit-button';
import { createResetWithTokenMachine } from './account-forms.actors';
import { FailureNote } from './failure-note';
import { NewPasswordField } from './password-fields';
import { useAccountForm } from './use-account-form';

/** The new password for a reset link; calls `onReset` once the store accepted it. */
export function ResetPasswordForm({
  context,
  link,
  onReset,
}: {
  context: Pick<AppContext, 'store' | 'toasts'>;
  link: ResetPasswordQuery;
  onReset: () => void;
}) {
  const { setFormElement, formProps, ...form } = useAccountForm(
    () => createResetWithTokenMachine(context, link),
    ResetPasswordSchema,
    onReset,
  );
  return (
    <Form ref={setFormElement} {...formProps}>
      <FailureNote failure={form.failure} />
      <NewPasswordField label="Contraseña nueva" {...form.fields} />
      <SubmitButton busy={form.busy} busyLabel="Guardando…" locked={form.locked}>
        Guardar contraseña
      </SubmitButton>
    </Form>
  );
}
