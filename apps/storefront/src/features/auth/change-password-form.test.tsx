import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoreClient } from '@vitrina/api-client';
import { StoreApiError } from '@vitrina/api-client/errors';
import { describe, expect, it, vi } from 'vitest';
import { createSession } from '../../lib/session';
import { createSafeStorage } from '../../lib/storage';
import { ChangePasswordForm } from './change-password-form';

const WRONG = 'La contraseña actual no es correcta.';

function renderForm(changePassword: () => Promise<unknown>) {
  const session = createSession({
    local: createSafeStorage(() => undefined),
    session: createSafeStorage(() => undefined),
    queryClient: new QueryClient(),
  });
  session.signIn('jwt-1');
  const client = { account: { changePassword: vi.fn(changePassword) } };
  const onChanged = vi.fn();
  render(
    <ChangePasswordForm
      context={{ store: () => Promise.resolve(client as unknown as StoreClient), session }}
      onChanged={onChanged}
    />,
  );
  return { client, session, onChanged };
}

/** Pastes both passwords, as a password manager fills them, and sends the form. */
async function fillAndSend(current: string, next: string) {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText(/Contraseña actual/));
  await user.paste(current);
  await user.click(screen.getByLabelText(/Nueva contraseña/));
  await user.paste(next);
  await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
}

describe('ChangePasswordForm', () => {
  it('a wrong current password is shown on that field, which takes the focus; the session stays', async () => {
    const { session, onChanged } = renderForm(() =>
      Promise.reject(
        new StoreApiError({
          request: { method: 'POST', path: 'wp-json/api/v1/change-password' },
          status: 400,
          message: WRONG,
          code: 'incorrect_password',
          data: { status: 400, params: { current_password: WRONG } },
          retryAfter: undefined,
        }),
      ),
    );
    await fillAndSend('no es esta', 'una clave nueva y larga');
    const current = screen.getByLabelText(/Contraseña actual/);
    await waitFor(() => expect(current).toHaveFocus());
    expect(current).toHaveAccessibleDescription(WRONG);
    expect(current).toHaveValue('no es esta');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(session.snapshot().token).toBe('jwt-1');
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('B3: a new password off core’s policy is refused in place and never sent', async () => {
    const { client } = renderForm(() => Promise.resolve({ message: 'ok' }));
    await fillAndSend('la de antes', 'password');
    const next = screen.getByLabelText(/Nueva contraseña/);
    await waitFor(() => expect(next).toHaveFocus());
    expect(next).toHaveAccessibleDescription(/Esa contraseña es demasiado común; elige otra\./);
    expect(client.account.changePassword).not.toHaveBeenCalled();
  });

  it('once the store took it, the browser forgets the ended session and moves on', async () => {
    const { client, session, onChanged } = renderForm(() => Promise.resolve({ message: 'ok' }));
    await fillAndSend('la de antes', 'una clave nueva y larga');
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(client.account.changePassword).toHaveBeenCalledWith({
      current_password: 'la de antes',
      password: 'una clave nueva y larga',
    });
    expect(session.isLoggedIn()).toBe(false);
  });

  it('a store it cannot reach is announced, with nothing on the fields', async () => {
    renderForm(() => Promise.reject(new TypeError('fetch failed')));
    await fillAndSend('la de antes', 'una clave nueva y larga');
    expect(await screen.findByRole('alert')).toHaveTextContent(/No pudimos conectar/);
    expect(screen.getByLabelText(/Contraseña actual/)).not.toHaveAttribute('aria-invalid');
  });
});
