import { createFileRoute } from '@tanstack/react-router';
import { middleware } from '../../../../app/guards';
import { OrderDetail } from '../../../../features/account/order-detail';
import { OrderChangesPanel } from '../../../../features/order-changes/order-changes-panel';
import { pageHead } from '../../../../lib/page-head';

export const Route = createFileRoute('/_user/perfil-usuario_/pedidos/$id')({
  params: {
    // Anything but an order number reads as an unknown order.
    parse: ({ id }) => ({ id: /^[1-9]\d{0,9}$/.test(id) ? Number(id) : 0 }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  ssr: false,
  beforeLoad: middleware('check-login'),
  head: ({ params }) =>
    pageHead(`Pedido n.º ${String(params.id)}`, 'El detalle de tu pedido y su factura.'),
  component: OrderRoute,
});

function OrderRoute() {
  const { id } = Route.useParams();
  const context = Route.useRouteContext();
  const token = context.session.snapshot().token ?? '';
  return (
    <OrderDetail
      token={token}
      id={id}
      changes={(order, onChanged) => (
        <OrderChangesPanel order={order} proof={{ token }} onChanged={onChanged} />
      )}
    />
  );
}
