import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchCombobox, type SearchOptionGroup } from './search-combobox.js';

const groups: SearchOptionGroup[] = [
  { id: 'recientes', title: 'Búsquedas recientes', options: [{ id: 'q:lg', label: 'lg' }] },
  {
    id: 'productos',
    title: 'Productos',
    options: [{ id: 'p:tv', label: 'Televisor LG 55"', detail: 'LG · RD$ 39,900.00' }],
  },
];

function Harness(props: { onAction: (id: string) => void; onSubmit: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <SearchCombobox
      label="Buscar productos"
      inputValue={text}
      onInputChange={setText}
      groups={groups}
      {...props}
    />
  );
}

describe('SearchCombobox', () => {
  it('opens its suggestions on focus and takes the highlighted one with the keyboard', async () => {
    const onAction = vi.fn();
    const onSubmit = vi.fn();
    render(<Harness onAction={onAction} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Buscar productos' }));
    expect(await screen.findByRole('option', { name: /Televisor LG/ })).toBeTruthy();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onAction).toHaveBeenCalledWith('p:tv');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('searches for the typed text on Enter when no suggestion is highlighted', async () => {
    const onAction = vi.fn();
    const onSubmit = vi.fn();
    render(<Harness onAction={onAction} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('combobox'), ' samsung {Enter}');
    expect(onSubmit).toHaveBeenCalledWith('samsung');
    expect(onAction).not.toHaveBeenCalled();
  });

  it('#38: shows every suggestion it is given, though its text holds not what was typed', async () => {
    render(<Harness onAction={vi.fn()} onSubmit={vi.fn()} />);
    // The shop's search found it for a typo: the box does not filter it out again.
    await userEvent.type(screen.getByRole('combobox'), 'televisr lg');
    expect(await screen.findByRole('option', { name: /Televisor LG/ })).toBeTruthy();
  });
});
