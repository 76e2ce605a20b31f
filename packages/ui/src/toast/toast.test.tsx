import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createToastQueue, ToastRegion } from './toast.js';

describe('Toast', () => {
  it('shows a title and message in a labelled region and announces it', () => {
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      queue.add({ status: 'success', title: 'Bienvenido', message: 'Sesión iniciada.' });
    });
    const region = screen.getByRole('region', { name: 'Notificaciones' });
    const toast = within(region).getByRole('alertdialog');
    expect(toast).toHaveAccessibleName('Bienvenido');
    expect(toast).toHaveAccessibleDescription('Sesión iniciada.');
  });

  it('I3: a server message with markup is shown as literal text, never as HTML', () => {
    const queue = createToastQueue();
    const { container } = render(<ToastRegion queue={queue} />);
    act(() => {
      queue.add({
        status: 'error',
        title: 'Error',
        message: 'El correo "<b>x</b>@a.do" no es válido.',
      });
    });
    expect(screen.getByText('El correo "<b>x</b>@a.do" no es válido.')).toBeInTheDocument();
    expect(container.ownerDocument.querySelector('b')).toBeNull();
  });

  it('closes with its «Cerrar» button', async () => {
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      queue.add({ status: 'info', message: 'Producto añadido.' });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByText('Producto añadido.')).not.toBeInTheDocument();
  });

  it('shows at most the configured number of toasts at once', () => {
    const queue = createToastQueue(2);
    render(<ToastRegion queue={queue} />);
    act(() => {
      queue.add({ status: 'info', message: 'uno' });
      queue.add({ status: 'info', message: 'dos' });
      queue.add({ status: 'info', message: 'tres' });
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(2);
  });
});
