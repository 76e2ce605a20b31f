import { createFileRoute } from '@tanstack/react-router';
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
      <p>
        Recibimos tu pedido. Te enviaremos la confirmación por correo y te avisaremos cuando salga a
        entrega.
      </p>
    </PageIntro>
  );
}
