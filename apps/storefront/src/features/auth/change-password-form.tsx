import { ChangePasswordSchema } from '@vitrina/core';
import { Form } from '@vitrina/ui/form';
import type { AppContext } from '../../lib/app-context';
import { RefusalNote } from '../../lib/refusal-note';
import { SubmitButton } from '../../lib/submit-button';
import { accountFailureFields, accountFailureMessage } from './account-failure';
import { createChangePasswordMachine } from './account-forms.actors';
import { CurrentPasswordField, NewPasswordField } from './password-fields';
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
  const { setFormElement, formProps, ...form } = useAccountForm(
    () => createChangePasswordMachine(context),
    ChangePasswordSchema,
    onChanged,
  );
  // A refusal that names a field is read there, where the focus goes; any other is announced here.
  const note =
    form.failure && Object.keys(accountFailureFields(form.failure)).length === 0
      ? accountFailureMessage(form.failure)
      : null;
  return (
    <Form
      ref={setFormElement}
      {...formProps}
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
      <RefusalNote message={note} />
      <div className="grid gap-4 sm:grid-cols-2">
        <CurrentPasswordField name="current_password" label="Contraseña actual" {...form.fields} />
        <NewPasswordField label="Nueva contraseña" {...form.fields} />
      </div>
      <SubmitButton
        busy={form.busy}
        busyLabel="Guardando…"
        locked={form.locked}
        className="self-start"
      >
        Cambiar contraseña
      </SubmitButton>
    </Form>
  );
}
