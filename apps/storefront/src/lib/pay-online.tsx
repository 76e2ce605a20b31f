import { ORDER_MAIL_ACTIONS } from '@vitrina/core';
import { plainButtonClasses } from '@vitrina/ui/button-classes';
import type { OnlinePayment } from './shop-api/checkout';

/**
 * «Pagar» (or «Pagar el saldo» after an abono) on an order the shopper still pays online: a full
 * page load to the gateway's page, another site, which sends them back to the order's
 * confirmation. The same words as the order's mails. Nothing when no payment is due online.
 */
export function PayOnline({
  pay,
  orderNumber,
  size = 'md',
}: {
  pay: OnlinePayment;
  orderNumber: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  if (pay === null) return null;
  const label = ORDER_MAIL_ACTIONS[pay.due];
  return (
    <a
      href={pay.url}
      className={plainButtonClasses('primary', size)}
      aria-label={`${label}: pedido n.º ${orderNumber}`}
    >
      {label}
    </a>
  );
}

/** What the notice says before its button: declined, waiting, or the balance after an abono. */
function noticeText(pay: NonNullable<OnlinePayment>, status: string): string {
  if (pay.due === 'balance') {
    return 'Recibimos tu abono. Falta el saldo: puedes pagarlo en línea antes de la entrega.';
  }
  return status === 'failed'
    ? 'El pago no se completó y no se cobró nada. Tu pedido sigue reservado por un tiempo: puedes pagarlo ahora.'
    : 'Este pedido espera su pago. Queda reservado por un tiempo; si no se paga, se anula solo.';
}

/** An order's page: why it waits for a payment, and «Pagar». Nothing when none is due online. */
export function PayOnlineNotice({
  pay,
  status,
  orderNumber,
}: {
  pay: OnlinePayment;
  status: string;
  orderNumber: string;
}) {
  if (pay === null) return null;
  return (
    <div
      className="flex flex-col gap-3 rounded-control border-l-4 border-brand-600 bg-surface-muted p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="pay-online"
    >
      <p>{noticeText(pay, status)}</p>
      <p className="shrink-0">
        <PayOnline pay={pay} orderNumber={orderNumber} />
      </p>
    </div>
  );
}
