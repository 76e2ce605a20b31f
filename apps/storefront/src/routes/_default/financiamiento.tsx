import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../layouts/page-intro';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/_default/financiamiento')({
  head: () =>
    pageHead('Financiamiento', 'Compra a plazos con financiamiento para tus electrodomésticos.'),
  component: FinanciamientoPage,
});

function FinanciamientoPage() {
  return (
    <PageIntro title="Financiamiento">
      <p>
        Paga tus equipos en cuotas mensuales. Te mostramos el inicial y las cuotas antes de que
        confirmes tu pedido.
      </p>
    </PageIntro>
  );
}
