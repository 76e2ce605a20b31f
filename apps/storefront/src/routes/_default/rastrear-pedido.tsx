import { createFileRoute, Link } from '@tanstack/react-router';
import { buttonClasses } from '@vitrina/ui/button-classes';
import { OrderChangesPanel } from '../../features/order-changes/order-changes-panel';
import { TrackingPage } from '../../features/tracking/tracking-page';
import { pageHead } from '../../lib/page-head';
import { PageIntro } from '../../lib/page-intro';

export const Route = createFileRoute('/_default/rastrear-pedido')({
  head: () =>
    pageHead(
      'Rastrear mi pedido',
      'Consulta el estado de tu pedido, el día y la hora de entrega y su factura con el número de pedido y tu correo.',
    ),
  component: RastrearPedidoPage,
});

function RastrearPedidoPage() {
  return (
    <TrackingPage
      intro={(title, lead) => (
        <PageIntro title={title} trail={[]}>
          {lead}
        </PageIntro>
      )}
      changes={(order, onChanged) => (
        <OrderChangesPanel
          order={order}
          proof={{ pass: order.change_pass, token: null }}
          onChanged={onChanged}
        />
      )}
      invoiceLink={({ id, pass, label }) => (
        <Link
          to="/Factura"
          search={{ pedido: id, pase: pass }}
          className={buttonClasses('primary')}
        >
          {label}
        </Link>
      )}
    />
  );
}
