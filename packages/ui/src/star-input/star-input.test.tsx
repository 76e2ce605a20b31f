import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StarInput } from './star-input.js';

function Chooser({
  onChange,
  errorMessage,
}: {
  onChange: (stars: number) => void;
  errorMessage?: string;
}) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <StarInput
      label="Tu calificación"
      starLabel={(stars) => `${String(stars)} estrellas`}
      value={value}
      onChange={(stars) => {
        setValue(stars);
        onChange(stars);
      }}
      description="Elige de 1 a 5."
      errorMessage={errorMessage}
    />
  );
}

describe('StarInput', () => {
  it('is a radio group of five named stars, chosen by click or with the arrow keys', async () => {
    const onChange = vi.fn();
    render(<Chooser onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Tu calificación' })).toBeVisible();
    expect(screen.getByText('Elige de 1 a 5.')).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: '4 estrellas' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(screen.getByRole('radio', { name: '4 estrellas' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(5);
  });

  it('says why a choice is missing, and takes none while disabled', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <Chooser onChange={onChange} errorMessage="Elige una calificación." />,
    );
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    rerender(
      <StarInput
        label="Tu calificación"
        starLabel={(stars) => `${String(stars)} estrellas`}
        value={2}
        onChange={onChange}
        isDisabled
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: '5 estrellas' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: '2 estrellas' })).toBeChecked();
  });
});
