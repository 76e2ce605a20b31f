import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton, SkeletonText } from './skeleton.js';

describe('Skeleton', () => {
  it('is invisible to assistive technology while the loading region speaks for it', () => {
    render(
      <section aria-busy="true" aria-label="Cargando productos">
        <Skeleton className="h-48 w-full" />
        <SkeletonText lines={2} />
      </section>,
    );
    const region = screen.getByRole('region', { name: 'Cargando productos' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    for (const child of region.children) expect(child).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps the caller size so the layout does not shift when content lands', () => {
    const { container } = render(<Skeleton className="aspect-square w-full" />);
    expect(container.firstElementChild).toHaveClass('aspect-square', 'w-full');
  });

  it('draws the asked number of lines, the last one shorter', () => {
    const { container } = render(<SkeletonText lines={4} />);
    const lines = container.firstElementChild?.children ?? [];
    expect(lines).toHaveLength(4);
    expect(lines[3]).toHaveClass('w-2/3');
    expect(lines[0]).toHaveClass('w-full');
  });
});
