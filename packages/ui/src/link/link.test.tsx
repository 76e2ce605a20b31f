import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../ui-provider/ui-provider.js';
import { Link } from './link.js';

describe('Link', () => {
  it('is a link named by its text with its href', () => {
    render(<Link href="/ofertas">Ver ofertas</Link>);
    expect(screen.getByRole('link', { name: 'Ver ofertas' })).toHaveAttribute('href', '/ofertas');
  });

  it('navigates through the app router on click and Enter, not by a page load', async () => {
    const navigate = vi.fn();
    render(
      <UiProvider navigate={navigate}>
        <Link href="/servicios">Servicios</Link>
      </UiProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Servicios' }));
    expect(navigate).toHaveBeenCalledWith('/servicios', undefined);
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('writes the router href given by useHref', () => {
    render(
      <UiProvider navigate={vi.fn()} useHref={(href) => `/tienda${href}`}>
        <Link href="/contacto">Contacto</Link>
      </UiProvider>,
    );
    expect(screen.getByRole('link', { name: 'Contacto' })).toHaveAttribute(
      'href',
      '/tienda/contacto',
    );
  });

  it('can look like a button and still be a link', () => {
    render(
      <Link href="/checkout" variant="button-primary">
        Pagar
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Pagar' });
    expect(link).toHaveClass('bg-brand-600');
  });

  it('forwards its ref to the anchor, as router link factories need', () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <Link href="/" ref={ref}>
        Inicio
      </Link>,
    );
    expect(ref.current).toBeInstanceOf(HTMLAnchorElement);
  });
});
