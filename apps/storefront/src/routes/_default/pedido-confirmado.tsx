import { createFileRoute, Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { trackPurchase } from '../../lib/ecommerce-tracking';
import { oncePerOrder, releaseHeld } from '../../app/held-analytics';
import { OrderAgain } from '../../features/cart/order-again';
import { OrderChangesPanel } from '../../features/order-changes/order-changes-panel';
import {
  OrderConfirmation,
  type ConfirmationSource,
} from '../../features/checkout/order-confirmation';
import type { ConfirmedOrder } from '../../lib/shop-api/checkout';
import { PageIntro } from '../../lib/page-intro';
import { pageHead } from '../../lib/page-head';
import { recordId, textMatching, textUpTo } from '../../lib/search-params';

/** The way back from a gateway and the e-mail's link: `?order_id=…&key=…` (PaymentReturn.php). */
interface ConfirmationSearch {
  order_id?: number | undefined;
  key?: string | undefined;
  status?: string | undefined;
}
const orderKey = textMatching(/^wc_order_[\w-]{1,64}$/, 73);
const gatewayStatus = textUpTo(32);

export const Route = createFileRoute('/_default/pedido-confirmado')({
  validateSearch: (search: Record<string, unknown>): ConfirmationSearch => ({
    order_id: recordId(search['order_id']),
    key: orderKey(search['key']),
    status: gatewayStatus(search['status']),
  }),
  ssr: false,
  head: () => pageHead('Pedido confirmado', 'El estado de tu pedido y de su pago.'),
  component: PedidoConfirmadoPage,
});

/** GA4 `purchase` with the store's figures, ITBIS included in the total. */
function reportPurchase(order: ConfirmedOrder): void {
  oncePerOrder(order.id, () =>
    trackPurchase({
      transactionId: String(order.id),
      valueCents: order.total,
      shippingCents: order.shipping,
      taxCents: order.itbis,
      coupon: order.coupons.join(','),
      items: order.lines.map((line) => ({
        id: line.product_id,
        name: line.name,
        // The unit price the store charged, to the centavo.
        priceCents: Math.round(line.total / line.quantity),
        quantity: line.quantity,
      })),
    }),
  );
}

function PedidoConfirmadoPage() {
  const { order_id: id, key, status } = Route.useSearch();
  const source: ConfirmationSource | undefined =
    id !== undefined && key !== undefined ? { id, key, returned: status ?? '' } : undefined;
  useEffect(() => {
    // What the checkout queued comes back before the purchase (J5); the container, configured,
    // loads on leaving `/checkout` (machinery).
    releaseHeld();
  }, []);
  return (
    <OrderConfirmation
      source={source}
      intro={(title, lead) => <PageIntro title={title}>{lead}</PageIntro>}
      onPurchased={reportPurchase}
      orderAgain={(order) => <OrderAgain lines={order.lines} />}
      changes={(order, proof, onChanged) => (
        <OrderChangesPanel order={order} proof={proof} onChanged={onChanged} />
      )}
      links={
        <p className="flex flex-wrap gap-4">
          <Link to="/">Seguir comprando</Link>
          <Link to="/perfil-usuario">Ver mis pedidos</Link>
        </p>
      }
    />
  );
}
