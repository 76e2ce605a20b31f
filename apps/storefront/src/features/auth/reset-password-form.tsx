import { ResetPasswordSchema, type ResetPasswordQuery } from '@vitrina/core';
import { Button } from '@vitrina/ui/button';
import { Form } from '@vitrina/ui/form';
import { TextField } from '@vitrina/ui/text-field';
import { messages } from '../../copy/messages';
import type { AppContext } from '../../lib/app-context';
import { createResetWithTokenMachine } from './account-forms.actors';
import { FailureNote } from './failure-note';
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
  const { setFormElement, ...form } = useAccountForm(
    () => createResetWithTokenMachine(context, link),
    ResetPasswordSchema,
    onReset,
  );
  const { done } = form;
  return (
    <Form
      ref={setFormElement}
      onSubmit={form.onSubmit}
      validationErrors={form.fieldErrors}
      validationBehavior="aria"
    >
      <FailureNote failure={form.failure} />
      <TextField
        name="password"
        type="password"
        label="Contraseña nueva"
        description={messages.newPasswordHint}
        autoComplete="new-password"
        isRequired
        isDisabled={form.busy || done}
      />
      <Button type="submit" isPending={form.busy} isDisabled={form.locked}>
        {form.busy ? 'Guardando…' : 'Guardar contraseña'}
      </Button>
    </Form>
  );
}
