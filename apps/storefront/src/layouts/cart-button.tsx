import { Link } from '@tanstack/react-router';

/** The cart link with the number of units in the cart. */
export function CartButton() {
  return (
    <Link
      to="/carrito-compras"
      className="rounded-control bg-brand-600 px-3 py-2 font-semibold text-ink-inverse"
    >
      Carrito
    </Link>
  );
}
