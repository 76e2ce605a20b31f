import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { PageIntro } from '../../layouts/page-intro';
import { pageHead } from '../../lib/page-head';
import { pageNumber, searchText } from '../../lib/search-params';

type ResultsSearch = { q?: string | undefined; pagina?: number | undefined };

export const Route = createFileRoute('/_default/resultados')({
  validateSearch: (search: ResultsSearch & SearchSchemaInput): ResultsSearch => ({
    q: searchText(search.q),
    pagina: pageNumber(search.pagina),
  }),
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
