import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.js';

describe('Button', () => {
  it('is a button named by its text that fires onPress on click', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Añadir al carrito</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Añadir al carrito' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('fires onPress from the keyboard with Enter and Space', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Comprar</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Comprar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('does not fire when disabled and is skipped by Tab', async () => {
    const onPress = vi.fn();
    render(
      <>
        <Button isDisabled onPress={onPress}>
          Agotado
        </Button>
        <Button>Siguiente</Button>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Agotado' }));
    expect(onPress).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toHaveFocus();
  });

  it('keeps the caller class next to its own', () => {
    render(
      <Button variant="secondary" className="w-full">
        Ver más
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Ver más' });
    expect(button).toHaveClass('w-full');
    expect(button).toHaveClass('border-brand-600');
  });
});
