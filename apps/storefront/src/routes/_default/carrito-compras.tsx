import { createFileRoute } from '@tanstack/react-router';
import { CartPage, CartPageSkeleton } from '../../features/cart/cart-page';
import { CashbackNoteOfPage } from '../../features/cashback/cashback-note-of-page';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/_default/carrito-compras')({
  ssr: false,
  head: () => pageHead('Carrito de compras', 'Revisa los productos de tu carrito antes de pagar.'),
  pendingComponent: CartPageSkeleton,
  component: CartRoute,
});

function CartRoute() {
  return <CartPage summaryNote={(totalCents) => <CashbackNoteOfPage amountCents={totalCents} />} />;
}
