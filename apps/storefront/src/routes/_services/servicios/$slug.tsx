import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../../layouts/page-intro';
import { pageHead } from '../../../lib/page-head';
import { titleFromSlug } from '../../../lib/slug-title';

export const Route = createFileRoute('/_services/servicios/$slug')({
  loader: ({ params }) => ({ name: titleFromSlug(params.slug) }),
  head: ({ loaderData }) =>
    pageHead(
      loaderData?.name ?? 'Servicio',
      `${loaderData?.name ?? 'Servicio'} a domicilio por técnicos certificados en República Dominicana.`,
    ),
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
