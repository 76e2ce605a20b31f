import { createFileRoute, notFound } from '@tanstack/react-router';
import { brandQueryOptions } from '../../../features/catalog/catalog.queries';
import { PageIntro } from '../../../layouts/page-intro';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/_products/marcas/$slug')({
  loader: async ({ context, params }) => {
    const brand = await context.queryClient.ensureQueryData(
      brandQueryOptions(context.store, params.slug),
    );
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's notFound() is thrown by design
    if (!brand) throw notFound();
    return { brand: brand.name };
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead(
          loaderData.brand,
          `Productos ${loaderData.brand} con garantía y entrega en República Dominicana.`,
        )
      : {},
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
