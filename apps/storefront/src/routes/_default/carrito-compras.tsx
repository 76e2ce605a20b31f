import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '../../features/cart/cart-page';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/_default/carrito-compras')({
  ssr: false,
  head: () => pageHead('Carrito de compras', 'Revisa los productos de tu carrito antes de pagar.'),
  component: CartPage,
});
