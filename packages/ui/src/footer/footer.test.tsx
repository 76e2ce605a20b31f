import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer, type FooterProps } from './footer.js';

const props: FooterProps = {
  contact: {
    title: 'Contacto',
    phone: '(809) 555-0123',
    email: 'ventas@vitrina.do',
    address: 'Av. Winston Churchill, Santo Domingo',
  },
  groups: [
    {
      title: 'Políticas',
      links: [
        { label: 'Garantía', href: '/politicas/politicas-garantia' },
        { label: 'Devoluciones', href: '/politicas/politicas-devoluciones' },
      ],
    },
    {
      title: 'Vitrina',
      links: [
        { label: 'Sobre nosotros', href: '/sobre-nosotros' },
        { label: 'Financiamiento', href: '/financiamiento' },
        { label: 'Cashback', href: '/cashback' },
      ],
    },
  ],
  legal: '© 2026 Vitrina',
};

describe('Footer', () => {
  it('is the contentinfo landmark with a navigation per link group', () => {
    render(<Footer {...props} />);
    const footer = screen.getByRole('contentinfo');
    const policies = within(footer).getByRole('navigation', { name: 'Políticas' });
    expect(within(policies).getByRole('link', { name: 'Garantía' })).toHaveAttribute(
      'href',
      '/politicas/politicas-garantia',
    );
    const shop = within(footer).getByRole('navigation', { name: 'Vitrina' });
    expect(
      within(shop)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Sobre nosotros', 'Financiamiento', 'Cashback']);
    expect(footer).toHaveTextContent('© 2026 Vitrina');
  });

  it('dials the phone and writes the e-mail from the contact block', () => {
    render(<Footer {...props} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Contacto' })).toBeVisible();
    expect(screen.getByRole('link', { name: '(809) 555-0123' })).toHaveAttribute(
      'href',
      'tel:8095550123',
    );
    expect(screen.getByRole('link', { name: 'ventas@vitrina.do' })).toHaveAttribute(
      'href',
      'mailto:ventas@vitrina.do',
    );
    expect(screen.getByText('Av. Winston Churchill, Santo Domingo')).toBeVisible();
  });
});
