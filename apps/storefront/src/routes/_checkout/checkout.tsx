import { createFileRoute } from '@tanstack/react-router';
import { middleware } from '../../app/guards';
import { PageIntro } from '../../layouts/page-intro';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/_checkout/checkout')({
  ssr: false,
  beforeLoad: middleware('checkout'),
  head: () => pageHead('Finalizar compra', 'Datos de entrega y pago de tu pedido.'),
  component: CheckoutPage,
});

function CheckoutPage() {
  return (
    <PageIntro title="Finalizar compra">
      <p>Indica tus datos, la dirección y el horario de entrega, y elige cómo quieres pagar.</p>
    </PageIntro>
  );
}
