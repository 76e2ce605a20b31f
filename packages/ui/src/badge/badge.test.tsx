import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge.js';

describe('Badge', () => {
  it('reads as its text', () => {
    render(<Badge tone="sale">Oferta</Badge>);
    expect(screen.getByText('Oferta')).toBeVisible();
  });

  it('colours each tone from the tokens', () => {
    render(
      <>
        <Badge tone="sale">Oferta</Badge>
        <Badge tone="out-of-stock">Agotado</Badge>
      </>,
    );
    expect(screen.getByText('Oferta')).toHaveClass('bg-sale', 'text-ink-inverse');
    expect(screen.getByText('Agotado')).toHaveClass('bg-neutral-badge', 'text-ink-inverse');
  });
});
