import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createToastQueue, ToastRegion, type ToastMessage } from './toast.js';

function showing(...toasts: ToastMessage[]) {
  const queue = createToastQueue(2);
  const view = render(<ToastRegion queue={queue} />);
  act(() => {
    for (const toast of toasts) queue.add(toast);
  });
  return { queue, ...view };
}

describe('Toast', () => {
  it('renders nothing until a toast arrives', () => {
    const { container } = render(<ToastRegion queue={createToastQueue()} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows a title and message in a labelled region', async () => {
    showing({ status: 'success', title: 'Bienvenido', message: 'Sesión iniciada.' });
    const region = await screen.findByRole('region', { name: 'Notificaciones' });
    const toast = within(region).getByRole('alertdialog');
    expect(toast).toHaveAccessibleName('Bienvenido');
    expect(toast).toHaveAccessibleDescription('Sesión iniciada.');
  });

  it('I3: a server message with markup is shown as literal text, never as HTML', async () => {
    showing({
      status: 'error',
      title: 'Error',
      message: 'El correo "<b>x</b>@a.do" no es válido.',
    });
    expect(await screen.findByText('El correo "<b>x</b>@a.do" no es válido.')).toBeVisible();
    expect(document.querySelector('b')).toBeNull();
  });

  it('closes with its «Cerrar» button', async () => {
    showing({ status: 'info', message: 'Producto añadido.' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByText('Producto añadido.')).not.toBeInTheDocument();
  });

  it('shows at most the configured number of toasts at once', async () => {
    showing(
      { status: 'info', message: 'uno' },
      { status: 'info', message: 'dos' },
      { status: 'info', message: 'tres' },
    );
    await screen.findByRole('region');
    expect(screen.getAllByRole('alertdialog')).toHaveLength(2);
  });
});
