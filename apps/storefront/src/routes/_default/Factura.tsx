/* eslint-disable unicorn/filename-case -- the spec's path is /Factura, with a capital F */
import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { fetchInvoice, invoiceRequest } from '../../features/invoice/invoice-api';
import { InvoicePage } from '../../features/invoice/invoice-page';
import { parseInvoiceSearch } from '../../features/invoice/invoice-search';
import { pageHead } from '../../lib/page-head';

const link = 'font-semibold text-brand-700 underline';

export const Route = createFileRoute('/_default/Factura')({
  validateSearch: parseInvoiceSearch,
  ssr: false,
  loaderDeps: ({ search }) => search,
  // Unknown, not yours, no order named, or a credit note it has not: the same 404 page (E2).
  loader: async ({ deps, context }) => {
    const request = invoiceRequest(deps, context.session.snapshot().token);
    const answer = request === undefined ? null : await fetchInvoice(request);
    const noteMissing =
      deps.nota !== undefined &&
      (answer === null ||
        !('invoice' in answer) ||
        !answer.invoice.refunds.some((refund) => refund.id === deps.nota && refund.credit_note));
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's notFound() is thrown by design
    if (answer === null || noteMissing) throw notFound();
    return answer;
  },
  head: ({ match }) =>
    match.search.nota === undefined
      ? pageHead('Factura', 'Consulta y descarga la factura de tu pedido.')
      : pageHead('Nota de crédito', 'Consulta y descarga la nota de crédito de tu reembolso.'),
  component: FacturaPage,
});

function FacturaPage() {
  const search = Route.useSearch();
  const { nota, ...invoiceSearch } = search;
  return (
    <div className="p-4 sm:p-8">
      <InvoicePage
        answer={Route.useLoaderData()}
        note={nota}
        creditNoteLink={(refundId, label) => (
          <Link to="/Factura" search={{ ...invoiceSearch, nota: refundId }} className={link}>
            {label}
          </Link>
        )}
        invoiceLink={
          <Link to="/Factura" search={invoiceSearch} className={link}>
            Ver la factura
          </Link>
        }
      />
    </div>
  );
}
