import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../ui-provider/ui-provider.js';
import { NumberField } from './number-field.js';

describe('NumberField', () => {
  it('is a labelled, described number box whose buttons name the field (es-DO)', async () => {
    const onChange = vi.fn();
    render(
      <UiProvider navigate={vi.fn()}>
        <NumberField
          label="Área en m²"
          description="Para calcular los BTU."
          defaultValue={20}
          minValue={1}
          onChange={onChange}
        />
      </UiProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Área en m²' });
    expect(input).toHaveAccessibleDescription('Para calcular los BTU.');
    const plus = screen.getByRole('button', { name: /Aumentar.*Área en m²/ });
    await userEvent.click(plus);
    expect(onChange).toHaveBeenLastCalledWith(21);
    expect(screen.getAllByRole('button', { name: /Área en m²/ })).toHaveLength(2);
  });

  it('shows its error when invalid', () => {
    render(<NumberField label="Personas" isInvalid errorMessage="Indica cuántas personas." />);
    expect(screen.getByRole('textbox', { name: 'Personas' })).toHaveAccessibleDescription(
      'Indica cuántas personas.',
    );
  });
});
