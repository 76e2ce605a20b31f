import { ResetPasswordRequestSchema } from '@vitrina/core';
import { Form } from '@vitrina/ui/form';
import type { AppContext } from '../../lib/app-context';
import { EmailField } from '../../lib/customer-fields';
import { SubmitButton } from '../../lib/submit-button';
import { createResetRequestMachine } from './account-forms.actors';
import { FailureNote } from './failure-note';
import { useAccountForm } from './use-account-form';

/**
 * Asks for a reset link (spec §4): the confirmation replaces the form on 200; a 400 shows the
 * store's message above the form (spec §8's error view).
 */
export function ResetRequestForm({ context }: { context: Pick<AppContext, 'store'> }) {
  const form = useAccountForm(() => createResetRequestMachine(context), ResetPasswordRequestSchema);
  if (form.state.status === 'done') {
    return (
      <p role="status" className="rounded-control bg-info-soft p-4">
        Si el correo tiene una cuenta, te enviamos un enlace para crear una contraseña nueva. Revisa
        tu bandeja de entrada; el enlace vence en una hora.
      </p>
    );
  }
  return (
    <Form {...form.formProps}>
      <div role="alert">
        <FailureNote failure={form.failure} />
      </div>
      <EmailField {...form.fields} />
      <SubmitButton busy={form.busy} busyLabel="Enviando…" locked={form.locked}>
        Enviar enlace
      </SubmitButton>
    </Form>
  );
}
