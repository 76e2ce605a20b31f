/* eslint-disable unicorn/filename-case -- the spec's path is /Factura, with a capital F */
import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../layouts/page-intro';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/_default/Factura')({
  ssr: false,
  head: () => pageHead('Factura', 'Consulta y descarga la factura de tu pedido.'),
  component: FacturaPage,
});

function FacturaPage() {
  return (
    <PageIntro title="Factura">
      <p>Consulta la factura de tu pedido con los datos fiscales que indicaste al comprar.</p>
    </PageIntro>
  );
}
