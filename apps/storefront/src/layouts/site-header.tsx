import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { categoryMenu } from '../lib/category-menu';
import { CartButton } from './cart-button';

/** Logo, search, category menu (a drawer on small screens), account and cart. */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  return (
    <header className="border-b border-border bg-surface">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
        <Link to="/" className="text-xl font-bold text-brand-700" aria-label="Vitrina, inicio">
          Vitrina
        </Link>
        <form
          action="/resultados"
          method="get"
          role="search"
          className="order-last flex w-full md:order-none md:w-auto md:flex-1"
        >
          <label htmlFor="buscar" className="sr-only">
            Buscar productos
          </label>
          <input
            id="buscar"
            name="q"
            type="search"
            placeholder="Buscar aires, televisores, estufas…"
            className="w-full rounded-control border border-border-strong px-3 py-2"
          />
          <button
            type="submit"
            className="ml-2 rounded-control bg-brand-600 px-4 py-2 font-semibold text-ink-inverse"
          >
            Buscar
          </button>
        </form>
        <div className="ml-auto flex items-center gap-3">
          <Link to="/perfil-usuario" className="font-medium text-ink">
            Mi cuenta
          </Link>
          <CartButton />
          <button
            type="button"
            className="rounded-control border border-border px-3 py-2 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            Menú
          </button>
        </div>
      </div>
      <nav
        id={menuId}
        aria-label="Categorías"
        className={`${menuOpen ? 'block' : 'hidden'} border-t border-border bg-surface-muted md:block`}
      >
        <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-2 md:flex-row md:gap-6">
          {categoryMenu.map((item) => (
            <li key={item.slugPath}>
              <Link
                to="/$"
                params={{ _splat: item.slugPath }}
                className="block py-1 text-ink hover:underline"
                onClick={() => setMenuOpen(false)}
              >
                {item.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
