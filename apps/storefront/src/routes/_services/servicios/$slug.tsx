import { createFileRoute, notFound } from '@tanstack/react-router';
import { productBySlugQueryOptions } from '../../../features/catalog/catalog.queries';
import { PageIntro } from '../../../layouts/page-intro';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/_services/servicios/$slug')({
  loader: async ({ context, params }) => {
    const service = await context.queryClient.ensureQueryData(
      productBySlugQueryOptions(context.store, params.slug),
    );
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's notFound() is thrown by design
    if (!service) throw notFound();
    return { name: service.name };
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead(
          loaderData.name,
          `${loaderData.name} a domicilio por técnicos certificados en República Dominicana.`,
        )
      : {},
  component: ServicePage,
});

function ServicePage() {
  const { name } = Route.useLoaderData();
  return (
    <PageIntro title={name}>
      <p>Un técnico certificado visita tu hogar en la fecha y el horario que elijas.</p>
    </PageIntro>
  );
}
