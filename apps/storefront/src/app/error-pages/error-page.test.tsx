import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorPage } from './error-page';

describe('ErrorPage', () => {
  it('titles a 404 without a title «Página no encontrada», in Spanish', () => {
    render(<ErrorPage status={404} message="No está." />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Página no encontrada');
  });

  it('titles any other status without a title «Error interno del servidor»', () => {
    render(<ErrorPage status={503} message="Vuelve luego." />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Error interno del servidor',
    );
  });
});
