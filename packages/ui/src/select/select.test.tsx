import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select.js';

const provinces = [
  { id: 'DN', label: 'Distrito Nacional' },
  { id: 'SD', label: 'Santo Domingo' },
  { id: 'ST', label: 'Santiago' },
];

describe('Select', () => {
  it('opens a listbox of options from its labelled button and picks one by click', async () => {
    const onChange = vi.fn();
    render(
      <Select
        label="Provincia"
        placeholder="Elige una provincia"
        options={provinces}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Provincia/ }));
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Santiago' }));
    expect(onChange).toHaveBeenCalledWith('ST');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Santiago/ })).toBeVisible();
  });

  it('is usable from the keyboard: open with Enter, move with arrows, choose with Enter', async () => {
    const onChange = vi.fn();
    render(
      <Select
        label="Provincia"
        placeholder="Elige una provincia"
        options={provinces}
        defaultValue="DN"
        onChange={onChange}
      />,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('SD');
  });

  it('submits the chosen id under its name in a form', () => {
    const { container } = render(
      <form>
        <Select
          label="Provincia"
          placeholder="Elige una provincia"
          name="state"
          options={provinces}
          defaultValue="ST"
        />
      </form>,
    );
    const form = container.querySelector('form');
    expect(form && new FormData(form).get('state')).toBe('ST');
  });

  it("shows its Spanish placeholder while nothing is chosen, not react-aria's «Seleccionar un artículo»", () => {
    render(<Select label="Provincia" placeholder="Elige una provincia" options={provinces} />);
    expect(screen.getByRole('button', { name: /Provincia/ })).toHaveTextContent(
      'Elige una provincia',
    );
    expect(screen.queryByText(/Seleccionar un artículo/)).not.toBeInTheDocument();
  });

  it('shows its error message when invalid', () => {
    render(
      <Select
        label="Provincia"
        placeholder="Elige una provincia"
        options={provinces}
        isInvalid
        errorMessage="Elige una provincia."
      />,
    );
    expect(screen.getByText('Elige una provincia.')).toBeVisible();
  });
});
