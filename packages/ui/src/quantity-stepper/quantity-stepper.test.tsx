import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper, type QuantityStepperProps } from './quantity-stepper.js';

function CartLine({ onChange, ...props }: Partial<QuantityStepperProps>) {
  const [quantity, setQuantity] = useState(2);
  return (
    <QuantityStepper
      maxValue={5}
      {...props}
      value={quantity}
      onChange={(next) => {
        setQuantity(next);
        onChange?.(next);
      }}
    />
  );
}

function setup(props: Partial<QuantityStepperProps> = {}) {
  const onChange = vi.fn();
  render(<CartLine onChange={onChange} {...props} />);
  return {
    onChange,
    input: screen.getByRole('textbox', { name: 'Cantidad' }),
    minus: screen.getByRole('button', { name: 'Disminuir cantidad' }),
    plus: screen.getByRole('button', { name: 'Aumentar cantidad' }),
  };
}

describe('QuantityStepper', () => {
  it('has a hidden «Cantidad» label and Spanish − / + buttons that step by one', async () => {
    const { input, minus, plus, onChange } = setup();
    expect(input).toHaveValue('2');
    await userEvent.click(plus);
    expect(onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(minus);
    await userEvent.click(minus);
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(input).toHaveValue('1');
  });

  it('steps with the arrow keys', async () => {
    const { input, onChange } = setup();
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(3);
  });

  it('F1: disables − at the minimum and + at the maximum (stock)', () => {
    render(<QuantityStepper defaultValue={1} maxValue={1} />);
    expect(screen.getByRole('button', { name: 'Disminuir cantidad' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Aumentar cantidad' })).toBeDisabled();
  });

  it.each([
    ['1.5', 15],
    ['abc', 2],
    ['', 2],
    ['-1', 1],
    ['0', 1],
    ['1e3', 13],
    ['150', 20],
  ])('F1: typed «%s» ends as %i, a whole number within 1…stock', async (typed, expected) => {
    const { input, onChange } = setup({ maxValue: 20 });
    await userEvent.clear(input);
    if (typed) await userEvent.type(input, typed);
    await userEvent.tab();
    expect(input).toHaveValue(String(expected));
    for (const [value] of onChange.mock.calls) {
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(1);
      expect(value).toBeLessThanOrEqual(20);
    }
  });
});
