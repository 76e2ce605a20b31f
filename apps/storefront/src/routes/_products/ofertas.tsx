import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../layouts/page-intro';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/_products/ofertas')({
  head: () => pageHead('Ofertas', 'Electrodomésticos en oferta con precios rebajados en RD$.'),
  component: OfertasPage,
});

function OfertasPage() {
  return (
    <PageIntro title="Ofertas">
      <p>Productos con precio rebajado por tiempo limitado, mientras haya existencia.</p>
    </PageIntro>
  );
}
