import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './breadcrumbs.js';

describe('Breadcrumbs', () => {
  it('links every step but the last, which is marked as the current page', () => {
    render(
      <Breadcrumbs
        items={[
          { label: 'Inicio', href: '/' },
          { label: 'Aires acondicionados', href: '/aires-acondicionados' },
          { label: 'Mini split' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/', '/aires-acondicionados']);
    const current = within(nav).getByText('Mini split');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
  });
});
