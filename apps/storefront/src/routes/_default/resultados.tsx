import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { PageIntro } from '../../layouts/page-intro';
import { pageHead } from '../../lib/page-head';
import { pageNumber, searchText } from '../../lib/search-params';

const ResultsSearchSchema = z.object({ q: searchText, pagina: pageNumber });

export const Route = createFileRoute('/_default/resultados')({
  validateSearch: ResultsSearchSchema,
  head: () =>
    pageHead('Resultados de búsqueda', 'Productos y servicios que coinciden con tu búsqueda.'),
  component: ResultsPage,
});

function ResultsPage() {
  const { q } = Route.useSearch();
  return (
    <PageIntro title="Resultados de búsqueda">
      <p>
        {q
          ? `Productos que coinciden con «${q}».`
          : 'Escribe en el buscador lo que necesitas: una marca, un tipo de equipo o un servicio.'}
      </p>
    </PageIntro>
  );
}
