import { createFileRoute, notFound } from '@tanstack/react-router';
import { productBySlugQueryOptions } from '../../../features/catalog/catalog.queries';
import { PageIntro } from '../../../layouts/page-intro';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/_default/producto/$slug')({
  loader: async ({ context, params }) => {
    const product = await context.queryClient.ensureQueryData(
      productBySlugQueryOptions(context.store, params.slug),
    );
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's notFound() is thrown by design
    if (!product) throw notFound();
    return { name: product.name };
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead(
          loaderData.name,
          `${loaderData.name}: precio en RD$, disponibilidad y entrega a domicilio.`,
        )
      : {},
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
