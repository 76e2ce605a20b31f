import { createFileRoute, useRouter } from '@tanstack/react-router';
import { CartPage, CartPageSkeleton } from '../../features/cart/cart-page';
import { CashbackNoteOfPage } from '../../features/cashback/cashback-note-of-page';
import { CART_EARLY_READ_SCRIPT } from '../../lib/early-responses';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/_default/carrito-compras')({
  ssr: false,
  head: () => pageHead('Carrito de compras', 'Revisa los productos de tu carrito antes de pagar.'),
  pendingComponent: CartPending,
  component: CartRoute,
});

function CartRoute() {
  return <CartPage summaryNote={(totalCents) => <CashbackNoteOfPage amountCents={totalCents} />} />;
}

/**
 * What the server sends for the cart: its frame, and a few lines that ask for the cart as the
 * page is read (the key is in the tab), so the lines show as soon as the app is up (issue 36).
 */
function CartPending() {
  const nonce = useRouter().options.ssr?.nonce;
  return (
    <>
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: CART_EARLY_READ_SCRIPT }}
      />
      <CartPageSkeleton />
    </>
  );
}
