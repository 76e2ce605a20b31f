import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './radio-group.js';

const schedules = [
  { value: 'morning', label: '9:00 AM - 12:00 PM' },
  { value: 'afternoon', label: '1:00 PM - 5:00 PM', detail: 'Sujeto a disponibilidad' },
  { value: 'night', label: '6:00 PM - 8:00 PM', isDisabled: true },
];

describe('RadioGroup', () => {
  it('is a radiogroup named by its label with one radio per option', () => {
    render(<RadioGroup label="Horario de entrega" options={schedules} defaultValue="morning" />);
    const group = screen.getByRole('radiogroup', { name: 'Horario de entrega' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(within(group).getByRole('radio', { name: '9:00 AM - 12:00 PM' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: /1:00 PM - 5:00 PM/ })).toBeVisible();
  });

  it('moves the choice with the arrow keys and skips disabled options', async () => {
    const onChange = vi.fn();
    render(
      <RadioGroup
        label="Horario de entrega"
        options={schedules}
        defaultValue="morning"
        onChange={onChange}
      />,
    );
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '9:00 AM - 12:00 PM' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('afternoon');
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('morning');
  });

  it('shows the error of a required, empty choice', () => {
    render(
      <RadioGroup
        label="Método de pago"
        options={schedules}
        isInvalid
        errorMessage="Elige un horario."
      />,
    );
    expect(screen.getByText('Elige un horario.')).toBeVisible();
  });
});
