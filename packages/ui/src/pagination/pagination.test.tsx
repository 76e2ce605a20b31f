import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LinkSlotProps } from '../link/link-component.js';
import { Pagination } from './pagination.js';

const hrefForPage = (page: number) => `/ofertas?pagina=${page}`;

describe('Pagination', () => {
  it('links each shown page by «Página N» and marks the current one', () => {
    render(<Pagination page={5} pageCount={10} hrefForPage={hrefForPage} />);
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    expect(within(nav).getByRole('link', { name: 'Página 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Página 10' })).toHaveAttribute(
      'href',
      '/ofertas?pagina=10',
    );
    expect(within(nav).queryByRole('link', { name: 'Página 8' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Anterior' })).toHaveAttribute(
      'href',
      '/ofertas?pagina=4',
    );
    expect(within(nav).getByRole('link', { name: 'Siguiente' })).toHaveAttribute(
      'href',
      '/ofertas?pagina=6',
    );
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { rerender } = render(<Pagination page={1} pageCount={3} hrefForPage={hrefForPage} />);
    expect(screen.queryByRole('link', { name: 'Anterior' })).toBeNull();
    rerender(<Pagination page={3} pageCount={3} hrefForPage={hrefForPage} />);
    expect(screen.queryByRole('link', { name: 'Siguiente' })).toBeNull();
    expect(screen.getByText('Siguiente').closest('[aria-disabled]')).not.toBeNull();
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} hrefForPage={hrefForPage} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders its links with the app link component, passing names and the current page', () => {
    function RouterLink(props: LinkSlotProps) {
      return <a {...props} data-router="yes" />;
    }
    render(
      <Pagination page={2} pageCount={4} hrefForPage={hrefForPage} linkComponent={RouterLink} />,
    );
    const current = screen.getByRole('link', { name: 'Página 2' });
    expect(current).toHaveAttribute('data-router', 'yes');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Siguiente' })).toHaveAttribute('data-router', 'yes');
  });
});
