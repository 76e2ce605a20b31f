import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StoreApiError } from '@vitrina/api-client/errors';
import type { StoreClient } from '@vitrina/api-client';
import { createToastQueue } from '@vitrina/ui/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSession } from '../../lib/session';
import { createSafeStorage } from '../../lib/storage';
import { SignInForm } from './sign-in-form';

function refusal(status: number, message: string, retryAfter?: number): StoreApiError {
  return new StoreApiError({
    request: { method: 'POST', path: 'wp-json/api/v1/login' },
    status,
    message,
    code: 'invalid_credentials',
    data: undefined,
    retryAfter,
  });
}

/** The shop server's `/api/cuenta` answer for the signed-in customer (the profile fetch). */
const account = {
  id: 7,
  email: 'ana@vitrina.do',
  first_name: 'Ana',
  last_name: 'Pérez',
  billing: {},
  shipping: {},
  meta: {
    phone: '',
    social_id: '',
    passport: '',
    rnc: '',
    trade_name: '',
    billing_reference: '',
    shipping_reference: '',
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm(login: (input: { email: string; password: string }) => Promise<unknown>) {
  const accountServer = vi.fn((url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(url === '/api/cuenta' ? account : {}))),
  );
  vi.stubGlobal('fetch', accountServer);
  const local = createSafeStorage(() => undefined);
  const queryClient = new QueryClient();
  const session = createSession({
    local,
    session: createSafeStorage(() => undefined),
    queryClient,
  });
  const toasts = createToastQueue();
  const client = {
    account: {
      login: vi.fn(login),
      currentUser: vi.fn(() => Promise.resolve({ id: 7, email: 'ana@vitrina.do' })),
    },
  };
  const mergeCarts = vi.fn(() => Promise.resolve(null));
  const onSignedIn = vi.fn();
  render(
    <SignInForm
      context={{
        store: () => Promise.resolve(client as unknown as StoreClient),
        session,
        toasts,
        mergeCarts,
      }}
      onSignedIn={onSignedIn}
    />,
  );
  return { client, local, toasts, onSignedIn, mergeCarts, accountServer };
}

const email = () => screen.getByRole('textbox', { name: /Correo electrónico/ });
const password = () => screen.getByLabelText(/Contraseña/);

describe('SignInForm', () => {
  it("shows core's field messages in place and sends nothing when the form is invalid", async () => {
    const { client } = renderForm(() => Promise.resolve({}));
    await userEvent.type(email(), 'ana@');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(email()).toHaveAccessibleDescription('Escribe un correo electrónico válido.');
    expect(password()).toHaveAccessibleDescription('Escribe tu contraseña.');
    expect(client.account.login).not.toHaveBeenCalled();
  });

  it('signs in with the normalised e-mail, busy and disabled until the sign-in is complete', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { client, local, onSignedIn, accountServer, mergeCarts } = renderForm(
      () => new Promise((resolve) => (answer = resolve)),
    );
    await userEvent.type(email(), ' Ana@Vitrina.DO ');
    await userEvent.type(password(), 'Vitrina-Demo-2026');
    await userEvent.keyboard('{Enter}');

    const button = screen.getByRole('button', { name: 'Iniciando sesión…' });
    expect(email()).toBeDisabled();
    expect(password()).toBeDisabled();
    await userEvent.click(button);
    expect(client.account.login).toHaveBeenCalledExactlyOnceWith({
      email: 'ana@vitrina.do',
      password: 'Vitrina-Demo-2026',
    });

    answer({ message: '', results: { token: 'jwt-1' } });
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(local.get('token')).toBe('jwt-1');
    // The profile comes from the shop server with the new token, then the carts are merged.
    const [url, init] = accountServer.mock.calls[0] ?? [];
    expect(url).toBe('/api/cuenta');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer jwt-1');
    expect(mergeCarts).toHaveBeenCalledExactlyOnceWith(null);
  });

  it('spec §8: a 400 shows the store message as is, in the form and in an «Error» toast', async () => {
    const message = 'Correo o contraseña incorrectos.';
    const { toasts, onSignedIn } = renderForm(() => Promise.reject(refusal(400, message)));
    await userEvent.type(email(), 'ana@vitrina.do');
    await userEvent.type(password(), 'otra-clave');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByText(message)).toBeVisible();
    expect(toasts.visibleToasts.map((toast) => toast.content)).toEqual([
      { status: 'error', title: 'Error', message },
    ]);
    expect(email()).toBeEnabled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('B1: a 429 disables the button and says how long to wait', async () => {
    renderForm(() => Promise.reject(refusal(429, 'Demasiados intentos.', 30)));
    await userEvent.type(email(), 'ana@vitrina.do');
    await userEvent.type(password(), 'otra-clave');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(
      await screen.findByText('Demasiados intentos. Espera 30 s e inténtalo de nuevo.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeDisabled();
  });
});
