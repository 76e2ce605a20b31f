import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../../layouts/page-intro';
import { pageHead } from '../../../lib/page-head';
import { titleFromSlug } from '../../../lib/slug-title';

export const Route = createFileRoute('/_default/producto/$slug')({
  loader: ({ params }) => ({ name: titleFromSlug(params.slug) }),
  head: ({ loaderData }) =>
    pageHead(
      loaderData?.name ?? 'Producto',
      `${loaderData?.name ?? 'Producto'}: precio en RD$, disponibilidad y entrega a domicilio.`,
    ),
  component: ProductPage,
});

function ProductPage() {
  const { name } = Route.useLoaderData();
  return (
    <PageIntro title={name}>
      <p>Precio en RD$, disponibilidad y opciones de entrega e instalación de este producto.</p>
    </PageIntro>
  );
}
