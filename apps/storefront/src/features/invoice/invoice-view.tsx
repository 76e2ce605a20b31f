import { formatMoney } from '@vitrina/core';
import type { ReactNode } from 'react';
import { orderCopy } from '../../copy/orders';
import { LineOptions } from '../../lib/line-options';
import { orderDay } from '../../lib/order-date';
import type { Invoice } from '../../lib/shop-api/invoice';
import { InvoiceParties, Paper, PaperFooter, PaperHeader, PaperTotals } from './invoice-parts';

/** The refunds' credit notes, each with its day, amount and the link that prints it (N2). */
function CreditNotes({
  invoice,
  creditNoteLink,
}: {
  invoice: Invoice;
  creditNoteLink: (refundId: number, label: string) => ReactNode;
}) {
  const notes = invoice.refunds.filter((refund) => refund.credit_note !== null);
  if (notes.length === 0) return null;
  return (
    <section aria-labelledby="notas-de-credito" className="flex flex-col gap-2 text-sm">
      <h2 id="notas-de-credito" className="font-semibold">
        Notas de crédito
      </h2>
      <ul className="flex flex-col gap-1">
        {notes.map((refund) => (
          <li
            key={refund.id}
            className="flex flex-wrap justify-between gap-x-4"
            data-testid="invoice-credit-note"
          >
            <span>
              <span className="font-mono">{refund.credit_note?.ncf}</span> · {orderDay(refund.date)}
              {refund.reason === '' ? '' : ` · ${refund.reason}`}
            </span>
            <span className="flex gap-3">
              <span className="tabular-nums">-{formatMoney(refund.amount)}</span>
              <span className="print:hidden">
                {creditNoteLink(
                  refund.id,
                  `Ver la nota de crédito ${refund.credit_note?.ncf ?? ''}`,
                )}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A printable invoice: seller, buyer (RNC and trade name on a fiscal one), NCF and its «Válido
 * hasta», lines, the ITBIS breakdown and the total in RD$, an abono's balance, and the credit
 * notes of its refunds. «Descargar PDF» opens the browser's print, whose stylesheet keeps only
 * the invoice on one A4 page.
 */
export function InvoiceView({
  invoice,
  creditNoteLink,
}: {
  invoice: Invoice;
  creditNoteLink: (refundId: number, label: string) => ReactNode;
}) {
  const day = orderDay(invoice.placed_at);
  const partlyPaid = invoice.paid > 0 && invoice.paid < invoice.total;
  return (
    <Paper>
      <PaperHeader
        title={invoice.ncf?.type === 'B01' ? 'Factura de crédito fiscal' : 'Factura de consumo'}
        subtitle={`Pedido n.º ${invoice.number}${day === '' ? '' : ` · ${day}`}`}
        ncf={invoice.ncf === null ? null : { ...invoice.ncf, testId: 'invoice-ncf' }}
      />
      <InvoiceParties invoice={invoice} />
      <div className="overflow-x-auto print:overflow-visible">
        <table className="w-full text-sm">
          <caption className="sr-only">Artículos facturados</caption>
          <thead>
            <tr className="border-b border-border-strong text-left">
              <th scope="col" className="py-2 pr-2">
                Descripción
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                Cant.
              </th>
              <th
                scope="col"
                className="hidden px-2 py-2 text-right sm:table-cell print:table-cell"
              >
                Precio
              </th>
              <th scope="col" className="py-2 pl-2 text-right">
                Importe
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => (
              <tr key={`${line.name}-${String(index)}`} className="border-b border-border">
                <td className="py-2 pr-2">
                  {line.name}
                  <LineOptions options={line.options} />
                </td>
                <td className="px-2 py-2 text-right tabular-nums">{line.quantity}</td>
                <td className="hidden px-2 py-2 text-right whitespace-nowrap tabular-nums sm:table-cell print:table-cell">
                  {formatMoney(line.unit_price)}
                </td>
                <td className="py-2 pl-2 text-right whitespace-nowrap tabular-nums">
                  {formatMoney(line.subtotal)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PaperTotals
        rows={[
          ['Subtotal', formatMoney(invoice.goods)],
          ...(invoice.discount > 0
            ? [['Descuento', `-${formatMoney(invoice.discount)}`] as const]
            : []),
          ['Envío', formatMoney(invoice.shipping)],
          ['Base imponible', formatMoney(invoice.taxable)],
          [`ITBIS (${String(invoice.itbis_rate)} %)`, formatMoney(invoice.itbis)],
        ]}
        total={{ label: 'Total', amount: invoice.total, testId: 'invoice-total' }}
        after={
          <>
            {partlyPaid ? (
              <>
                <dt>Abono pagado</dt>
                <dd className="text-right tabular-nums" data-testid="invoice-deposit">
                  {formatMoney(invoice.paid)}
                </dd>
                <dt>Saldo por pagar</dt>
                <dd className="text-right tabular-nums" data-testid="invoice-balance">
                  {formatMoney(invoice.balance ?? 0)}
                </dd>
              </>
            ) : null}
            {invoice.refunded > 0 ? (
              <>
                <dt>{orderCopy.refunded}</dt>
                <dd className="text-right tabular-nums" data-testid="invoice-refunded">
                  -{formatMoney(invoice.refunded)}
                </dd>
              </>
            ) : null}
          </>
        }
      />
      <CreditNotes invoice={invoice} creditNoteLink={creditNoteLink} />
      <PaperFooter>
        Pago: {invoice.payment_title} · Estado: {invoice.status_label}. Precios en pesos dominicanos
        (RD$), ITBIS incluido.
      </PaperFooter>
    </Paper>
  );
}
