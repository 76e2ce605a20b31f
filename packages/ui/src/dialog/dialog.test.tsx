import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button.js';
import { Dialog, DialogTrigger } from './dialog.js';

function Confirm({ onConfirm = vi.fn() }: { onConfirm?: () => void }) {
  return (
    <DialogTrigger>
      <Button>Vaciar carrito</Button>
      <Dialog title="¿Vaciar el carrito?" role="alertdialog">
        {(close) => (
          <>
            <p>Se quitarán todos los productos.</p>
            <Button
              onPress={() => {
                onConfirm();
                close();
              }}
            >
              Sí, vaciar
            </Button>
          </>
        )}
      </Dialog>
    </DialogTrigger>
  );
}

describe('Dialog', () => {
  it('opens a modal named by its title and focuses inside it', async () => {
    render(<Confirm />);
    await userEvent.click(screen.getByRole('button', { name: 'Vaciar carrito' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Vaciar el carrito?' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('traps Tab inside and closes with Escape, returning focus to the trigger', async () => {
    render(<Confirm />);
    const trigger = screen.getByRole('button', { name: 'Vaciar carrito' });
    await userEvent.click(trigger);
    const dialog = screen.getByRole('alertdialog');
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(trigger).toHaveFocus();
    });
  });

  it('closes with «Cerrar» and with its own actions', async () => {
    const onConfirm = vi.fn();
    render(<Confirm onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Vaciar carrito' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Vaciar carrito' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sí, vaciar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('can be controlled by the caller', async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog title="Aviso" isOpen onOpenChange={onOpenChange}>
        Texto
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Aviso' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
