import { QueryClient } from '@tanstack/react-query';
import type { StoreClient } from '@vitrina/api-client';
import { StoreApiError } from '@vitrina/api-client/errors';
import { createToastQueue } from '@vitrina/ui/toast';
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { createSession } from '../../lib/session';
import { createSafeStorage } from '../../lib/storage';
import {
  createChangePasswordMachine,
  createResetRequestMachine,
  createResetWithTokenMachine,
  createSignUpMachine,
  createMailedLinkMachine,
} from './account-forms.actors';
import { accountFormMachine } from './account-form.machine';

const refusal = (status: number, message: string, retryAfter?: number, data?: unknown) =>
  new StoreApiError({
    request: { method: 'POST', path: 'wp-json/api/v1/x' },
    status,
    message,
    code: 'x',
    data,
    retryAfter,
  });

/** The app's session and toasts, and a store client whose account calls are the given fakes. */
function app(account: Record<string, (...args: unknown[]) => Promise<unknown>>) {
  const local = createSafeStorage(() => undefined);
  const session = createSession({
    local,
    session: createSafeStorage(() => undefined),
    queryClient: new QueryClient(),
  });
  const toasts = createToastQueue();
  const calls = Object.fromEntries(Object.entries(account).map(([name, fn]) => [name, vi.fn(fn)]));
  const store = () => Promise.resolve({ account: calls } as unknown as StoreClient);
  const mergeCarts = vi.fn((_guestCartKey: string | null) => Promise.resolve(null));
  return { deps: { store, session, toasts, mergeCarts }, local, toasts, calls };
}

const toastsOf = (queue: ReturnType<typeof createToastQueue>) =>
  queue.visibleToasts.map((toast) => toast.content);

async function submit(machine: typeof accountFormMachine, values: unknown) {
  const actor = createActor(machine).start();
  actor.send({ type: 'form.submit', values });
  await waitFor(actor, (state) => !state.hasTag('busy'));
  return actor;
}

const registration = {
  email: 'nueva@vitrina.do',
  password: 'una clave larga',
  first_name: 'Rosa',
  last_name: 'Díaz',
  social_id: '',
  passport: '',
  phone: '809-555-0123',
};

describe('sign-up', () => {
  it('spec §4 registration 200: stores the token (logged in) and welcomes', async () => {
    const { deps, local, toasts, calls } = app({
      register: () => Promise.resolve({ message: 'ok', results: { token: 'jwt-new' } }),
    });
    const actor = await submit(createSignUpMachine(deps), registration);
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls['register']).toHaveBeenCalledWith({ ...registration, phone: '+18095550123' });
    expect(local.get('token')).toBe('jwt-new');
    expect(deps.session.isLoggedIn()).toBe(true);
    expect(toastsOf(toasts)).toEqual([expect.objectContaining({ title: '¡Bienvenido!' })]);
  });

  it('spec §4: the guest cart from before the sign-up is merged once the token is stored', async () => {
    const { deps } = app({
      register: () => Promise.resolve({ message: 'ok', results: { token: 'jwt-new' } }),
    });
    deps.session.setCartKey('guest-key');
    let loggedInAtMerge = false;
    deps.mergeCarts.mockImplementation(() => {
      loggedInAtMerge = deps.session.isLoggedIn();
      return Promise.resolve(null);
    });
    const actor = await submit(createSignUpMachine(deps), registration);
    expect(actor.getSnapshot().status).toBe('done');
    expect(deps.mergeCarts).toHaveBeenCalledWith('guest-key');
    expect(loggedInAtMerge).toBe(true);
  });

  it('spec §8 registration 400: the «Error» toast with the store message, nothing stored', async () => {
    const message = 'Ya existe una cuenta con este correo.';
    const { deps, local, toasts } = app({ register: () => Promise.reject(refusal(400, message)) });
    const actor = await submit(createSignUpMachine(deps), registration);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'rejected', message });
    expect(toastsOf(toasts)).toEqual([{ status: 'error', title: 'Error', message }]);
    expect(local.get('token')).toBeNull();
    expect(deps.mergeCarts).not.toHaveBeenCalled();
  });
});

describe('password-reset request', () => {
  it('spec §4 200: the confirmation state', async () => {
    const { deps, calls } = app({ resetPassword: () => Promise.resolve({ message: 'Listo' }) });
    const actor = await submit(createResetRequestMachine(deps), { email: 'Ana@Vitrina.do' });
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(calls['resetPassword']).toHaveBeenCalledWith('ana@vitrina.do');
  });

  it('spec §8 400: an error view with the store message, no toast', async () => {
    const { deps, toasts } = app({
      resetPassword: () => Promise.reject(refusal(400, 'Correo no válido.')),
    });
    const actor = await submit(createResetRequestMachine(deps), { email: 'ana@vitrina.do' });
    expect(actor.getSnapshot().context.failure).toEqual({
      kind: 'rejected',
      message: 'Correo no válido.',
    });
    expect(toastsOf(toasts)).toEqual([]);
  });
});

describe('reset with the link token', () => {
  const link = { email: 'ana@vitrina.do', token: 'abc123' };

  it('spec §4 200: a success toast, sent with the link e-mail and token', async () => {
    const { deps, toasts, calls } = app({
      resetPasswordWithToken: () => Promise.resolve({ message: 'ok' }),
    });
    const actor = await submit(createResetWithTokenMachine(deps, link), {
      password: 'otra clave larga',
    });
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls['resetPasswordWithToken']).toHaveBeenCalledWith({
      ...link,
      password: 'otra clave larga',
    });
    expect(toastsOf(toasts)).toEqual([expect.objectContaining({ status: 'success' })]);
    // C6: a reset never signs the shopper in.
    expect(deps.session.isLoggedIn()).toBe(false);
  });

  it('spec §8 400: the «Error» toast with the store message', async () => {
    const message = 'El enlace para restablecer la contraseña no es válido o ya se usó.';
    const { deps, toasts } = app({
      resetPasswordWithToken: () => Promise.reject(refusal(400, message)),
    });
    await submit(createResetWithTokenMachine(deps, link), { password: 'otra clave larga' });
    expect(toastsOf(toasts)).toEqual([{ status: 'error', title: 'Error', message }]);
  });
});

describe('password change', () => {
  const change = { current_password: 'la de antes', password: 'otra clave larga' };

  it('B6 200: the store ended every token, so the browser forgets its own and the cart key', async () => {
    const { deps, local, toasts, calls } = app({
      changePassword: () => Promise.resolve({ message: 'ok' }),
    });
    deps.session.signIn('jwt-old');
    deps.session.setCartKey('merged-key');
    const actor = await submit(createChangePasswordMachine(deps), change);
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls['changePassword']).toHaveBeenCalledWith(change);
    expect(local.get('token')).toBeNull();
    expect(deps.session.snapshot()).toEqual({ token: null, cartKey: null });
    expect(toastsOf(toasts)).toEqual([]);
  });

  it('a wrong current password stays on its field, signed in and with no toast', async () => {
    const message = 'La contraseña actual no es correcta.';
    const { deps, toasts } = app({
      changePassword: () =>
        Promise.reject(
          refusal(400, message, undefined, { status: 400, params: { current_password: message } }),
        ),
    });
    deps.session.signIn('jwt-old');
    const actor = await submit(createChangePasswordMachine(deps), change);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({
      kind: 'rejected',
      message,
      fields: { current_password: message },
    });
    expect(deps.session.snapshot().token).toBe('jwt-old');
    expect(toastsOf(toasts)).toEqual([]);
  });
});

describe('mailed links (e-mail verification, «¿Eres tú?»)', () => {
  it('confirms with the link, or keeps the store message', async () => {
    const link = { email: 'ana@vitrina.do', token: 't' };
    const verify = (client: StoreClient) => client.account.verifyEmail(link);
    const ok = app({ verifyEmail: () => Promise.resolve({ message: 'ok' }) });
    expect((await submit(createMailedLinkMachine(ok.deps, verify), {})).getSnapshot().value).toBe(
      'succeeded',
    );
    expect(ok.calls['verifyEmail']).toHaveBeenCalledWith(link);
    const bad = app({ verifyEmail: () => Promise.reject(refusal(400, 'Enlace vencido.')) });
    const actor = await submit(createMailedLinkMachine(bad.deps, verify), {});
    expect(actor.getSnapshot().context.failure).toEqual({
      kind: 'rejected',
      message: 'Enlace vencido.',
    });
  });
});

describe('accountFormMachine', () => {
  it('C2/B1: a 429 locks the form for Retry-After seconds', async () => {
    const { deps } = app({ resetPassword: () => Promise.reject(refusal(429, 'Espera.', 20)) });
    const clock = new SimulatedClock();
    const actor = createActor(createResetRequestMachine(deps), { clock }).start();
    actor.send({ type: 'form.submit', values: { email: 'ana@vitrina.do' } });
    await waitFor(actor, (state) => state.hasTag('locked'));
    actor.send({ type: 'form.submit', values: { email: 'ana@vitrina.do' } });
    expect(actor.getSnapshot().hasTag('locked')).toBe(true);
    clock.increment(20_000);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('R1: an unreachable store is a failure, and no submit goes twice while busy', async () => {
    let fail: (error: Error) => void = () => undefined;
    const { deps, calls } = app({
      resetPassword: () => new Promise((_, reject) => (fail = reject)),
    });
    const actor = createActor(createResetRequestMachine(deps)).start();
    actor.send({ type: 'form.submit', values: { email: 'ana@vitrina.do' } });
    actor.send({ type: 'form.submit', values: { email: 'ana@vitrina.do' } });
    await vi.waitFor(() => expect(calls['resetPassword']).toHaveBeenCalledOnce());
    fail(new TypeError('fetch failed'));
    await waitFor(actor, (state) => state.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'unreachable' });
    expect(calls['resetPassword']).toHaveBeenCalledOnce();
  });

  it('without a provided submit it fails like an unreachable store', async () => {
    const actor = await submit(accountFormMachine, {});
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'unreachable' });
  });
});
