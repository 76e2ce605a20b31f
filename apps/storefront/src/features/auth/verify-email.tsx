import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { AppContext } from '../../lib/app-context';
import { accountFailureMessage } from './account-failure';
import { createVerifyEmailMachine } from './account-forms.actors';

/** Confirms the e-mail of a verification link as soon as the page opens. */
export function VerifyEmail({
  context,
  link,
}: {
  context: Pick<AppContext, 'store'>;
  link: { email: string; token: string };
}) {
  const [machine] = useState(() => createVerifyEmailMachine(context, link));
  const [state, send] = useMachine(machine);
  useEffect(() => {
    send({ type: 'form.submit', values: link });
  }, [send, link]);
  if (state.status === 'done') {
    return (
      <p role="status" className="rounded-control bg-info-soft p-4">
        Tu correo {link.email} quedó confirmado. ¡Gracias!
      </p>
    );
  }
  const failure = state.context.failure;
  if (failure) {
    return (
      <p role="alert" className="rounded-control border-l-4 border-danger bg-danger-soft p-3">
        {accountFailureMessage(failure)}
      </p>
    );
  }
  return <p role="status">Confirmando tu correo…</p>;
}
