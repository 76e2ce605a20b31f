/* eslint-disable unicorn/filename-case -- the spec's path is /Factura, with a capital F */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { fetchInvoice, invoiceRequest } from '../../features/invoice/invoice-api';
import { parseInvoiceSearch } from '../../features/invoice/invoice-search';
import { InvoiceView } from '../../features/invoice/invoice-view';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/_default/Factura')({
  validateSearch: parseInvoiceSearch,
  ssr: false,
  loaderDeps: ({ search }) => search,
  // Unknown, not yours, or no order named: the same 404 page (E2, no id oracle).
  loader: async ({ deps, context }) => {
    const request = invoiceRequest(deps, context.session.snapshot().token);
    const invoice = request === undefined ? null : await fetchInvoice(request);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's notFound() is thrown by design
    if (invoice === null) throw notFound();
    return invoice;
  },
  head: () => pageHead('Factura', 'Consulta y descarga la factura de tu pedido.'),
  component: FacturaPage,
});

function FacturaPage() {
  return (
    <div className="p-4 sm:p-8">
      <InvoiceView invoice={Route.useLoaderData()} />
    </div>
  );
}
