import { SignUpSchema } from '@vitrina/core';
import { Button } from '@vitrina/ui/button';
import { Form } from '@vitrina/ui/form';
import { MaskedField } from '@vitrina/ui/masked-field';
import { TextField } from '@vitrina/ui/text-field';
import { messages } from '../../copy/messages';
import { createSignUpMachine, type SignUpDeps } from './account-forms.actors';
import { FailureNote } from './failure-note';
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
  const { setFormElement, ...form } = useAccountForm(
    () => createSignUpMachine(context),
    SignUpSchema,
    onRegistered,
  );
  const { done } = form;
  const field = { isDisabled: form.busy || done };
  return (
    <Form
      ref={setFormElement}
      onSubmit={form.onSubmit}
      validationErrors={form.fieldErrors}
      validationBehavior="aria"
    >
      <FailureNote failure={form.failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="first_name"
          label="Nombre"
          autoComplete="given-name"
          isRequired
          {...field}
        />
        <TextField
          name="last_name"
          label="Apellido"
          autoComplete="family-name"
          isRequired
          {...field}
        />
      </div>
      <TextField
        name="email"
        type="email"
        label="Correo electrónico"
        autoComplete="email"
        isRequired
        {...field}
      />
      <TextField
        name="password"
        type="password"
        label="Contraseña"
        description={messages.newPasswordHint}
        autoComplete="new-password"
        isRequired
        {...field}
      />
      <MaskedField name="phone" mask="phone" label="Teléfono" description="Opcional." {...field} />
      <MaskedField
        name="social_id"
        mask="cedula"
        label="Cédula"
        description="Opcional. Con ella facturamos a tu nombre."
        {...field}
      />
      <TextField
        name="passport"
        label="Pasaporte"
        description="Opcional, si no tienes cédula dominicana."
        {...field}
      />
      <Button type="submit" isPending={form.busy} isDisabled={form.locked}>
        {form.busy ? 'Creando tu cuenta…' : 'Crear cuenta'}
      </Button>
    </Form>
  );
}
