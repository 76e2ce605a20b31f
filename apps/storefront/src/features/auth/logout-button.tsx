import { useMachine } from '@xstate/react';
import { Button } from '@vitrina/ui/button';
import { useState } from 'react';
import type { AppContext } from '../../lib/app-context';
import { createLogoutMachine } from './session.actors';

/** «Cerrar sesión»: busy while the store revokes the token, then home (spec §4). */
export function LogoutButton({
  context,
  goHome,
}: {
  context: Pick<AppContext, 'store' | 'session' | 'toasts'>;
  goHome: () => void;
}) {
  const [machine] = useState(() => createLogoutMachine(context, goHome));
  const [state, send] = useMachine(machine);
  const busy = state.hasTag('busy');
  return (
    <Button
      variant="secondary"
      isPending={busy}
      isDisabled={state.status === 'done'}
      onPress={() => send({ type: 'session.logout' })}
    >
      {busy ? 'Cerrando sesión…' : 'Cerrar sesión'}
    </Button>
  );
}
