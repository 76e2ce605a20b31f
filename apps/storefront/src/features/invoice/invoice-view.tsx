import { formatMoney } from '@vitrina/core';
import { Button } from '@vitrina/ui/button';
import { LineOptions } from '../../lib/line-options';
import type { Invoice } from '../../lib/shop-api/invoice';
import './invoice-print.css';

const issued = new Intl.DateTimeFormat('es-DO', {
  dateStyle: 'long',
  timeZone: 'America/Santo_Domingo',
});

function Party({ title, rows }: { title: string; rows: readonly (readonly [string, string])[] }) {
  return (
    <section className="flex flex-col gap-1">
      <h2 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{title}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        {rows
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-ink-muted">{label}</dt>
              <dd className="[overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

/**
 * A printable invoice: seller, buyer (RNC and trade name on a fiscal one), NCF, lines, the
 * ITBIS breakdown and the total in RD$. «Descargar PDF» opens the browser's print, whose
 * stylesheet keeps only the invoice on one A4 page.
 */
export function InvoiceView({ invoice }: { invoice: Invoice }) {
  const totals: [string, string][] = [
    ['Subtotal', formatMoney(invoice.goods)],
    ...(invoice.discount > 0
      ? [['Descuento', `-${formatMoney(invoice.discount)}`] as [string, string]]
      : []),
    ['Envío', formatMoney(invoice.shipping)],
    ['Base imponible', formatMoney(invoice.taxable)],
    [`ITBIS (${String(invoice.itbis_rate)} %)`, formatMoney(invoice.itbis)],
  ];
  return (
    <article
      data-invoice
      aria-labelledby="invoice-title"
      className="mx-auto flex max-w-3xl flex-col gap-6 rounded-card border border-border bg-surface p-4 sm:p-8 print:max-w-none print:border-0 print:p-0"
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="invoice-title" className="text-2xl font-bold">
            {invoice.ncf?.type === 'B01' ? 'Factura de crédito fiscal' : 'Factura de consumo'}
          </h1>
          <p className="text-sm text-ink-muted">
            Pedido n.º {invoice.number}
            {invoice.date === '' ? '' : ` · ${issued.format(new Date(invoice.date))}`}
          </p>
        </div>
        {invoice.ncf ? (
          <p className="rounded-control border border-border px-3 py-2 text-sm">
            <span className="block text-ink-muted">
              NCF {invoice.ncf.type} · {invoice.ncf.label}
            </span>
            <span className="font-mono text-base font-semibold" data-testid="invoice-ncf">
              {invoice.ncf.number}
            </span>
          </p>
        ) : null}
      </header>
      <div className="grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        <Party
          title="Vendedor"
          rows={[
            ['Nombre', invoice.seller.name],
            ['RNC', invoice.seller.rnc],
            ['Dirección', invoice.seller.address],
            ['Teléfono', invoice.seller.phone],
          ]}
        />
        <Party
          title="Cliente"
          rows={[
            ['Razón social', invoice.buyer.trade_name],
            ['RNC', invoice.buyer.rnc],
            ['Nombre', invoice.buyer.name],
            ['Dirección', invoice.buyer.address],
            ['Correo', invoice.buyer.email],
          ]}
        />
      </div>
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
                  {formatMoney(line.total)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {totals.map(([label, amount]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd className="text-right tabular-nums">{amount}</dd>
          </div>
        ))}
        <dt className="border-t border-border-strong pt-1 text-base font-bold">Total</dt>
        <dd
          className="border-t border-border-strong pt-1 text-right text-base font-bold tabular-nums"
          data-testid="invoice-total"
        >
          {formatMoney(invoice.total)}
        </dd>
        {invoice.deposit === null ? null : (
          <>
            <dt>Abono pagado</dt>
            <dd className="text-right tabular-nums" data-testid="invoice-deposit">
              {formatMoney(invoice.deposit)}
            </dd>
            <dt>Saldo por pagar</dt>
            <dd className="text-right tabular-nums" data-testid="invoice-balance">
              {formatMoney(invoice.balance ?? invoice.total - invoice.deposit)}
            </dd>
          </>
        )}
      </dl>
      <footer className="flex flex-wrap items-center justify-between gap-3 text-sm text-ink-muted">
        <p>
          Pago: {invoice.payment_title} · Estado: {invoice.status_label}. Precios en pesos
          dominicanos (RD$), ITBIS incluido.
        </p>
        <Button className="print:hidden" onPress={() => window.print()}>
          Descargar PDF
        </Button>
      </footer>
    </article>
  );
}
