import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultCartLabel } from './cart-label.js';
import { Header, type HeaderProps } from './header.js';

const props: HeaderProps = {
  logo: <span>Vitrina</span>,
  homeLabel: 'Vitrina, inicio',
  categories: [
    { label: 'Aires acondicionados', href: '/aires-acondicionados', iconKey: 'air-conditioner' },
    { label: 'Televisores', href: '/televisores', iconKey: 'television' },
  ],
  search: { action: '/resultados', placeholder: 'Buscar productos' },
  account: { href: '/perfil-usuario', label: 'Mi cuenta' },
  cart: { href: '/carrito-compras', count: 3 },
};

describe('Header', () => {
  it('is a banner with a home link, account link and a cart link announcing its count', () => {
    render(<Header {...props} />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Vitrina, inicio' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(banner).getByRole('link', { name: 'Mi cuenta' })).toHaveAttribute(
      'href',
      '/perfil-usuario',
    );
    expect(within(banner).getByRole('link', { name: 'Carrito, 3 artículos' })).toHaveAttribute(
      'href',
      '/carrito-compras',
    );
  });

  it('says «artículo» for one item and shows no count bubble for an empty cart', () => {
    expect(defaultCartLabel(1)).toBe('Carrito, 1 artículo');
    expect(defaultCartLabel(0)).toBe('Carrito, 0 artículos');
    const { rerender } = render(<Header {...props} />);
    expect(screen.getByRole('link', { name: 'Carrito, 3 artículos' }).textContent).toBe('3');
    rerender(<Header {...props} cart={{ href: '/carrito-compras', count: 0 }} />);
    expect(screen.getByRole('link', { name: 'Carrito, 0 artículos' }).textContent).toBe('');
  });

  it('opens the mini-cart from the cart link when given onOpen, by click or keyboard', async () => {
    const onOpen = vi.fn();
    render(<Header {...props} cart={{ ...props.cart, onOpen }} />);
    const link = screen.getByRole('link', { name: 'Carrito, 3 artículos' });
    expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    expect(link).toHaveAttribute('href', '/carrito-compras');
    await userEvent.click(link);
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('searches through a GET form to the results page, or the app callback', async () => {
    const onSearch = vi.fn();
    render(<Header {...props} search={{ ...props.search, onSearch }} />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/resultados');
    expect(form).toHaveAttribute('method', 'get');
    const box = within(form).getByRole('searchbox', { name: 'Buscar' });
    expect(box).toHaveAttribute('name', 'q');
    await userEvent.type(box, '  split 12000 {Enter}');
    expect(onSearch).toHaveBeenCalledWith('split 12000');
  });

  it('lists the categories in a navigation landmark', () => {
    render(<Header {...props} />);
    const nav = screen.getByRole('navigation', { name: 'Categorías' });
    expect(within(nav).getByRole('link', { name: 'Televisores' })).toHaveAttribute(
      'href',
      '/televisores',
    );
  });

  it('opens the category menu drawer from «Menú» and closes it with Escape', async () => {
    render(<Header {...props} />);
    const menu = screen.getByRole('button', { name: 'Menú' });
    expect(menu).toHaveAttribute('type', 'button');
    expect(menu).toHaveAttribute('aria-haspopup', 'dialog');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    const drawer = await screen.findByRole('dialog', { name: 'Categorías' });
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('link', { name: 'Aires acondicionados' })).toHaveAttribute(
      'href',
      '/aires-acondicionados',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => {
      expect(menu).toHaveFocus();
    });
  });

  it('opens the drawer from the keyboard and returns focus to «Menú» from its close button', async () => {
    render(<Header {...props} />);
    const menu = screen.getByRole('button', { name: 'Menú' });
    menu.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Categorías' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    await waitFor(() => {
      expect(menu).toHaveFocus();
    });
  });
});
