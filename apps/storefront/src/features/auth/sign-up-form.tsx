import { SignUpSchema } from '@vitrina/core';
import { Form } from '@vitrina/ui/form';
import { MaskedField } from '@vitrina/ui/masked-field';
import { EmailField, NameFields, PassportField } from '../../lib/customer-fields';
import { SubmitButton } from '../../lib/submit-button';
import { createSignUpMachine, type SignUpDeps } from './account-forms.actors';
import { FailureNote } from './failure-note';
import { NewPasswordField } from './password-fields';
import { useAccountForm } from './use-account-form';

/**
 * The sign-up form (spec §3 registration payload); calls `onRegistered` once logged in and the
 * guest cart merged.
 */
export function SignUpForm({
  context,
  onRegistered,
}: {
  context: SignUpDeps;
  onRegistered: () => void;
}) {
  const { setFormElement, formProps, ...form } = useAccountForm(
    () => createSignUpMachine(context),
    SignUpSchema,
    onRegistered,
  );
  return (
    <Form ref={setFormElement} {...formProps}>
      <FailureNote failure={form.failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields {...form.fields} />
      </div>
      <EmailField {...form.fields} />
      <NewPasswordField label="Contraseña" {...form.fields} />
      <MaskedField
        name="phone"
        mask="phone"
        label="Teléfono"
        description="Opcional."
        {...form.fields}
      />
      <MaskedField
        name="social_id"
        mask="cedula"
        label="Cédula"
        description="Opcional. Con ella facturamos a tu nombre."
        {...form.fields}
      />
      <PassportField {...form.fields} />
      <SubmitButton busy={form.busy} busyLabel="Creando tu cuenta…" locked={form.locked}>
        Crear cuenta
      </SubmitButton>
    </Form>
  );
}
