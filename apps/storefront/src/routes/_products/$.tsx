import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { categoryBySlugPath, categoryPath, childCategories } from '@vitrina/core';
import { PageIntro } from '../../layouts/page-intro';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/_products/$')({
  loader: ({ params }) => {
    const category = categoryBySlugPath(params._splat ?? '');
    // An unknown path is a 404 with the path (spec §8), not an empty category.
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's notFound() is thrown by design
    if (!category) throw notFound();
    return {
      name: category.name,
      children: childCategories(category.id).map(({ id, name }) => ({
        name,
        slugPath: categoryPath(id),
      })),
    };
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead(
          loaderData.name,
          `${loaderData.name} con precios en RD$, garantía y entrega a domicilio en República Dominicana.`,
        )
      : {},
  component: CategoryPage,
});

function CategoryPage() {
  const { name, children } = Route.useLoaderData();
  return (
    <>
      <PageIntro title={name}>
        <p>Precios en RD$, existencia al día y entrega a domicilio en todo el país.</p>
      </PageIntro>
      {children.length > 0 ? (
        <nav aria-label={`Tipos de ${name.toLocaleLowerCase('es-DO')}`}>
          <ul className="flex flex-wrap gap-2">
            {children.map((child) => (
              <li key={child.slugPath}>
                <Link
                  to="/$"
                  params={{ _splat: child.slugPath }}
                  className="inline-block rounded-control border border-border px-3 py-1"
                >
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
