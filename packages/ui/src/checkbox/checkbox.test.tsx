import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox.js';

describe('Checkbox', () => {
  it('is a checkbox named by its label that toggles on click of the label', async () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Necesito comprobante fiscal</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Necesito comprobante fiscal' });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('Necesito comprobante fiscal'));
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('toggles with Space from the keyboard', async () => {
    render(<Checkbox defaultSelected>Recibir ofertas</Checkbox>);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Recibir ofertas' })).not.toBeChecked();
  });

  it('cannot be toggled when disabled', async () => {
    render(<Checkbox isDisabled>Instalación incluida</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Instalación incluida' });
    await userEvent.click(screen.getByText('Instalación incluida'));
    expect(box).not.toBeChecked();
    expect(box).toBeDisabled();
  });
});
