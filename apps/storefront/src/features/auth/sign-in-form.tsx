import { useMachine } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { loginFailureMessage } from '../../copy/errors';
import type { AppContext } from '../../lib/app-context';
import { createLoginMachine } from './login.actors';

/** E-mail and password; calls `onSignedIn` once the sign-in is complete. */
export function SignInForm({
  context,
  onSignedIn,
}: {
  context: Pick<AppContext, 'store' | 'session' | 'toasts'>;
  onSignedIn: () => void;
}) {
  const [machine] = useState(() => createLoginMachine(context));
  const [state, send] = useMachine(machine);
  const busy =
    state.matches('signingIn') || state.matches('loadingUser') || state.matches('mergingCart');
  const blocked = busy || state.matches('rateLimited');

  useEffect(() => {
    if (state.status === 'done') onSignedIn();
  }, [state.status, onSignedIn]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string): string => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    send({
      type: 'credentials.submit',
      credentials: { email: field('email').trim(), password: field('password') },
    });
  }

  const failure = state.context.failure;
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      {failure ? (
        <p role="alert" className="rounded-control border-l-4 border-danger bg-danger-soft p-3">
          {loginFailureMessage(failure)}
        </p>
      ) : null}
      <label className="flex flex-col gap-1">
        <span className="font-medium">Correo electrónico</span>
        <input
          name="email"
          type="email"
          autoComplete="email"
          required
          className="rounded-control border border-border-strong px-3 py-2"
        />
      </label>
      <label className="flex flex-col gap-1">
        <span className="font-medium">Contraseña</span>
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className="rounded-control border border-border-strong px-3 py-2"
        />
      </label>
      <button
        type="submit"
        disabled={blocked}
        className="rounded-control bg-brand-600 px-4 py-2 font-semibold text-ink-inverse disabled:opacity-50"
      >
        {busy ? 'Iniciando sesión…' : 'Iniciar sesión'}
      </button>
    </form>
  );
}
