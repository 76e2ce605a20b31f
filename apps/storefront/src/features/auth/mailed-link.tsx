import type { StoreClient } from '@vitrina/api-client';
import { useMachine } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import type { AppContext } from '../../lib/app-context';
import { accountFailureMessage } from './account-failure';
import { createMailedLinkMachine } from './account-forms.actors';

/**
 * A link mailed to the shopper, opened with `open` as soon as the page shows: `pending` while the
 * store answers, then `done`, or the store's refusal as is.
 */
export function MailedLink({
  context,
  open,
  pending,
  done,
}: {
  context: Pick<AppContext, 'store'>;
  open: (client: StoreClient) => Promise<unknown>;
  pending: string;
  done: ReactNode;
}) {
  const [machine] = useState(() => createMailedLinkMachine(context, open));
  const [state, send] = useMachine(machine);
  useEffect(() => {
    send({ type: 'form.submit', values: {} });
  }, [send]);
  if (state.status === 'done') {
    return (
      <div role="status" className="rounded-control bg-info-soft p-4">
        {done}
      </div>
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
  return <p role="status">{pending}</p>;
}
