import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StarInput, StarRating } from './rating.js';

/** How far each star is filled, read from its gradient's stop. */
const fills = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('linearGradient stop:first-child'), (stop) =>
    stop.getAttribute('offset'),
  );

describe('StarRating', () => {
  it('is one image named by its label, the stars filled to the average in quarters', () => {
    const { container } = render(
      <StarRating average={3.6} label="3,6 de 5 estrellas (12 reseñas)" countText="(12)" />,
    );
    expect(screen.getByRole('img', { name: '3,6 de 5 estrellas (12 reseñas)' })).toBeVisible();
    expect(fills(container)).toEqual(['100%', '100%', '100%', '50%', '0%']);
    // The count is for the eye: the label already says it.
    expect(screen.getByText('(12)')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps an average outside 0–5 within the five stars, and shows no count when given none', () => {
    const { container, rerender } = render(<StarRating average={9} label="5 de 5" size="md" />);
    expect(fills(container)).toEqual(['100%', '100%', '100%', '100%', '100%']);
    expect(container.querySelector('svg')).toHaveClass('size-5');
    rerender(<StarRating average={-2} label="Sin reseñas" />);
    expect(fills(container)).toEqual(['0%', '0%', '0%', '0%', '0%']);
    expect(container.querySelectorAll('[aria-hidden="true"].text-sm')).toHaveLength(0);
  });
});

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
