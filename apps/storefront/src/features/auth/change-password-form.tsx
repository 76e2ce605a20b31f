import { ChangePasswordSchema } from '@vitrina/core';
import { Button } from '@vitrina/ui/button';
import { Form } from '@vitrina/ui/form';
import { TextField } from '@vitrina/ui/text-field';
import { messages } from '../../copy/messages';
import type { AppContext } from '../../lib/app-context';
import { accountFailureFields, accountFailureMessage } from './account-failure';
import { createChangePasswordMachine } from './account-forms.actors';
import { useAccountForm } from './use-account-form';

/**
 * «Cambiar contraseña» in the profile: the current password and a new one under core's policy;
 * calls `onChanged` once the store took it (and the browser forgot the ended session).
 */
export function ChangePasswordForm({
  context,
  onChanged,
}: {
  context: Pick<AppContext, 'store' | 'session'>;
  onChanged: () => void;
}) {
  const { setFormElement, ...form } = useAccountForm(
    () => createChangePasswordMachine(context),
    ChangePasswordSchema,
    onChanged,
  );
  const { done } = form;
  // A refusal that names a field is read there, where the focus goes; any other is announced here.
  const note =
    form.failure && Object.keys(accountFailureFields(form.failure)).length === 0
      ? accountFailureMessage(form.failure)
      : null;
  const field = { isDisabled: form.busy || done };
  return (
    <Form
      ref={setFormElement}
      onSubmit={form.onSubmit}
      validationErrors={form.fieldErrors}
      validationBehavior="aria"
      aria-labelledby="cambiar-contrasena"
      aria-describedby="cambiar-contrasena-nota"
    >
      <h2 id="cambiar-contrasena" className="text-xl font-bold text-ink">
        Cambiar contraseña
      </h2>
      <p id="cambiar-contrasena-nota" className="text-ink-muted">
        Al guardarla cerramos tu sesión en todos tus dispositivos, también en este, y vuelves a
        entrar con la nueva.
      </p>
      {note ? (
        <p role="alert" className="rounded-control border-l-4 border-danger bg-danger-soft p-3">
          {note}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="current_password"
          type="password"
          label="Contraseña actual"
          autoComplete="current-password"
          isRequired
          {...field}
        />
        <TextField
          name="password"
          type="password"
          label="Nueva contraseña"
          description={messages.newPasswordHint}
          autoComplete="new-password"
          isRequired
          {...field}
        />
      </div>
      <Button type="submit" isPending={form.busy} isDisabled={form.locked} className="self-start">
        {form.busy ? 'Guardando…' : 'Cambiar contraseña'}
      </Button>
    </Form>
  );
}
