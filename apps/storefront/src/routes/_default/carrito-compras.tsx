import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../layouts/page-intro';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/_default/carrito-compras')({
  ssr: false,
  head: () => pageHead('Carrito de compras', 'Revisa los productos de tu carrito antes de pagar.'),
  component: CarritoComprasPage,
});

function CarritoComprasPage() {
  return (
    <PageIntro title="Carrito de compras">
      <p>Revisa los productos y las cantidades antes de continuar con el pago.</p>
    </PageIntro>
  );
}
