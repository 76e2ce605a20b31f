import { useMachine } from '@xstate/react';
import { SignInSchema } from '@vitrina/core';
import { Form } from '@vitrina/ui/form';
import { useEffect, useState, type FormEvent } from 'react';
import { EmailField } from '../../lib/customer-fields';
import { readForm } from '../../lib/form-values';
import { SubmitButton } from '../../lib/submit-button';
import { FailureNote } from './failure-note';
import { createLoginMachine, type LoginDeps } from './login.actors';
import { CurrentPasswordField } from './password-fields';

/** E-mail and password; calls `onSignedIn` once the sign-in is complete. */
export function SignInForm({
  context,
  onSignedIn,
}: {
  context: LoginDeps;
  onSignedIn: () => void;
}) {
  const [machine] = useState(() => createLoginMachine(context));
  const [state, send] = useMachine(machine);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const busy = state.hasTag('busy');
  const locked = state.hasTag('locked');

  useEffect(() => {
    if (state.status === 'done') onSignedIn();
  }, [state.status, onSignedIn]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reading = readForm(SignInSchema, new FormData(event.currentTarget));
    setFieldErrors(reading.ok ? {} : reading.errors);
    if (reading.ok) send({ type: 'credentials.submit', credentials: reading.value });
  }

  return (
    <Form onSubmit={submit} validationErrors={fieldErrors} validationBehavior="aria">
      <FailureNote failure={state.context.failure} />
      <EmailField isDisabled={busy} />
      <CurrentPasswordField label="Contraseña" isDisabled={busy} />
      <SubmitButton busy={busy} busyLabel="Iniciando sesión…" locked={locked}>
        Iniciar sesión
      </SubmitButton>
    </Form>
  );
}
