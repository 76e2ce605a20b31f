import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './rating.js';

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
