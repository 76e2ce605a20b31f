import { createFileRoute, Link } from '@tanstack/react-router';
import { OrderConfirmation } from '../../features/checkout/order-confirmation';
import { PageIntro } from '../../layouts/page-intro';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/_default/pedido-confirmado')({
  ssr: false,
  head: () => pageHead('Pedido confirmado', 'Tu pedido fue recibido.'),
  component: PedidoConfirmadoPage,
});

function PedidoConfirmadoPage() {
  return (
    <PageIntro title="Pedido confirmado">
      <p className="mb-4">
        Recibimos tu pedido. Te enviaremos la confirmación por correo y te avisaremos cuando salga a
        entrega.
      </p>
      <OrderConfirmation
        links={
          <p className="flex flex-wrap gap-4">
            <Link to="/">Seguir comprando</Link>
            <Link to="/perfil-usuario">Ver mis pedidos</Link>
          </p>
        }
      />
    </PageIntro>
  );
}
