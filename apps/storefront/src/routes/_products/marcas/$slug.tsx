import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../../layouts/page-intro';
import { pageHead } from '../../../lib/page-head';
import { titleFromSlug } from '../../../lib/slug-title';

export const Route = createFileRoute('/_products/marcas/$slug')({
  loader: ({ params }) => ({ brand: titleFromSlug(params.slug) }),
  head: ({ loaderData }) =>
    pageHead(
      loaderData?.brand ?? 'Marca',
      `Productos ${loaderData?.brand ?? ''} con garantía y entrega en República Dominicana.`,
    ),
  component: BrandPage,
});

function BrandPage() {
  const { brand } = Route.useLoaderData();
  return (
    <PageIntro title={brand}>
      <p>
        Todos los productos de {brand} disponibles en la tienda, con garantía oficial y entrega a
        domicilio.
      </p>
    </PageIntro>
  );
}
