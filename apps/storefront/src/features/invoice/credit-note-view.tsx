import { formatMoney } from '@vitrina/core';
import type { ReactNode } from 'react';
import { orderDay } from '../../lib/order-date';
import type { Invoice } from '../../lib/shop-api/invoice';
import type { CreditNote, OrderRefund } from '../../lib/shop-api/order-view';
import { InvoiceParties, Paper, PaperFooter, PaperHeader, PaperTotals } from './invoice-parts';

/**
 * A refund's credit note (NCF B04) as it prints (N2): the same seller and buyer as the invoice,
 * the NCF it modifies, the day and reason of the refund, and the amount with its ITBIS.
 */
export function CreditNoteView({
  invoice,
  refund,
  note,
  invoiceLink,
}: {
  invoice: Invoice;
  refund: OrderRefund;
  note: CreditNote;
  invoiceLink: ReactNode;
}) {
  const day = orderDay(refund.date);
  return (
    <Paper>
      <PaperHeader
        title="Nota de crédito"
        subtitle={`Pedido n.º ${invoice.number}${day === '' ? '' : ` · ${day}`}`}
        ncf={{
          type: 'B04',
          label: 'Nota de crédito',
          number: note.ncf,
          valid_until: note.valid_until,
          testId: 'credit-note-ncf',
        }}
        extra={
          note.modifies === '' ? null : (
            <p className="text-sm">
              Modifica la factura con NCF{' '}
              <span className="font-mono font-semibold" data-testid="credit-note-modifies">
                {note.modifies}
              </span>
            </p>
          )
        }
      />
      <InvoiceParties invoice={invoice} />
      <p className="text-sm">
        <span className="font-semibold">Concepto:</span>{' '}
        {refund.reason === '' ? 'Reembolso del pedido' : refund.reason}
      </p>
      <PaperTotals
        rows={[
          ['Base imponible', formatMoney(note.taxable)],
          [`ITBIS (${String(invoice.itbis_rate)} %)`, formatMoney(note.itbis)],
        ]}
        total={{ label: 'Total reembolsado', amount: refund.amount, testId: 'credit-note-total' }}
      />
      <PaperFooter>
        Precios en pesos dominicanos (RD$), ITBIS incluido.{' '}
        <span className="print:hidden">{invoiceLink}</span>
      </PaperFooter>
    </Paper>
  );
}
