import { useMachine } from '@xstate/react';
import { SignInSchema } from '@vitrina/core';
import { Button } from '@vitrina/ui/button';
import { Form } from '@vitrina/ui/form';
import { TextField } from '@vitrina/ui/text-field';
import { useEffect, useState, type FormEvent } from 'react';
import { readForm } from '../../lib/form-values';
import { accountFailureMessage } from './account-failure';
import { createLoginMachine, type LoginDeps } from './login.actors';

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

  const failure = state.context.failure;
  return (
    <Form onSubmit={submit} validationErrors={fieldErrors} validationBehavior="aria">
      {failure ? (
        <p className="rounded-control border-l-4 border-danger bg-danger-soft p-3">
          {accountFailureMessage(failure)}
        </p>
      ) : null}
      <TextField
        name="email"
        type="email"
        label="Correo electrónico"
        autoComplete="email"
        isRequired
        isDisabled={busy}
      />
      <TextField
        name="password"
        type="password"
        label="Contraseña"
        autoComplete="current-password"
        isRequired
        isDisabled={busy}
      />
      <Button type="submit" isPending={busy} isDisabled={locked}>
        {busy ? 'Iniciando sesión…' : 'Iniciar sesión'}
      </Button>
    </Form>
  );
}
