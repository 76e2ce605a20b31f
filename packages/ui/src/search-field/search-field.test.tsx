import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './search-field.js';

describe('SearchField', () => {
  it('is a searchbox named by its label, even when the label is visually hidden', () => {
    render(<SearchField label="Buscar productos" hideLabel placeholder="¿Qué buscas?" />);
    expect(screen.getByRole('searchbox', { name: 'Buscar productos' })).toHaveAttribute(
      'placeholder',
      '¿Qué buscas?',
    );
  });

  it('submits the query with Enter', async () => {
    const onSubmit = vi.fn();
    render(<SearchField label="Buscar" onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'inverter{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('inverter');
  });

  it('clears with Escape and with the clear button', async () => {
    render(<SearchField label="Buscar" />);
    const box = screen.getByRole('searchbox', { name: 'Buscar' });
    await userEvent.type(box, 'nevera');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveValue('');
    await userEvent.type(box, 'estufa');
    await userEvent.click(screen.getByRole('button', { name: 'Borrar búsqueda' }));
    expect(box).toHaveValue('');
  });
});
