import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from '../link/link.js';
import { EmptyState } from './empty-state.js';

describe('EmptyState', () => {
  it('gives a heading, its explanation and the next step', () => {
    render(
      <EmptyState
        title="Tu carrito está vacío"
        description="Explora nuestras ofertas."
        action={<Link href="/ofertas">Ver ofertas</Link>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Tu carrito está vacío' })).toBeVisible();
    expect(screen.getByText('Explora nuestras ofertas.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver ofertas' })).toHaveAttribute('href', '/ofertas');
  });

  it('fits the page outline with the heading level it is given', () => {
    render(<EmptyState title="Sin resultados" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Sin resultados' })).toBeVisible();
  });
});
