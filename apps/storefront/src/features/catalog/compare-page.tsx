import { type ProductSummary, productHref } from '@vitrina/core';
import { EmptyState } from '@vitrina/ui/empty-state';
import { stockWords } from '../../copy/stock';
import { ProductPrice, priceText } from '../../lib/product-price';
import { RouterLink } from '../../lib/router-link';
import { COMPARE_MAX, compareHref } from './listing-search';

/** One row of the table: a label and each product's value; `differs` when they are not all equal. */
export type CompareRow = { label: string; values: string[]; differs: boolean };

/** The rows of a comparison: price, stock, then every attribute any of the products has. */
export function compareRows(products: readonly ProductSummary[]): CompareRow[] {
  const names = [...new Set(products.flatMap((product) => product.attributes.map((a) => a.name)))];
  const rows = [
    { label: 'Precio', values: products.map(priceText) },
    { label: 'Marca', values: products.map((p) => p.brand ?? '—') },
    { label: 'Existencia', values: products.map((p) => stockWords[p.stockStatus]) },
    ...names.map((name) => ({
      label: name,
      values: products.map((p) => p.attributes.find((a) => a.name === name)?.value ?? '—'),
    })),
  ];
  return rows.map((row) => ({ ...row, differs: new Set(row.values).size > 1 }));
}

/**
 * 2–4 products of one kind side by side, differences highlighted; the URL (`?ids=…`) is the
 * comparison, so it can be shared. With fewer than the most, it offers products to add.
 */
export function ComparePage({
  products,
  candidates,
  mixedKinds,
}: {
  products: readonly ProductSummary[];
  candidates: readonly ProductSummary[];
  mixedKinds: boolean;
}) {
  const ids = products.map((product) => product.id);
  const rows = compareRows(products);
  return (
    <>
      <header className="mb-6">
        <h1 className="text-3xl font-bold text-ink">Comparar productos</h1>
        <p className="mt-2 text-ink-muted">
          Compara hasta {COMPARE_MAX} equipos del mismo tipo. Comparte esta página con su dirección:
          guarda la comparación.
        </p>
        {mixedKinds ? (
          <p role="status" className="mt-2 font-medium text-danger">
            Solo se comparan productos del mismo tipo: dejamos los del primero que elegiste.
          </p>
        ) : null}
      </header>
      {products.length === 0 ? (
        <EmptyState
          title="Aún no has elegido productos"
          description="Elige «Comparar» en un aire acondicionado o en cualquier producto para empezar."
          action={
            <RouterLink
              href="/aires-acondicionados"
              className="font-semibold text-brand-700 underline"
            >
              Ver aires acondicionados
            </RouterLink>
          }
        />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
            <caption className="sr-only">
              Comparación de {products.map((product) => product.name).join(', ')}. Las filas
              marcadas «Diferente» cambian de un producto a otro.
            </caption>
            <thead>
              <tr>
                <td />
                {products.map((product) => (
                  <th key={product.id} scope="col" className="w-1/4 p-2 align-top font-normal">
                    <div className="flex flex-col gap-2">
                      {product.image ? (
                        <img
                          src={product.image.src}
                          alt=""
                          width={160}
                          height={160}
                          loading="lazy"
                          decoding="async"
                          className="size-28 rounded-control bg-surface-muted object-contain"
                        />
                      ) : null}
                      <RouterLink
                        href={productHref(product)}
                        className="font-semibold text-ink hover:underline"
                      >
                        {product.name}
                      </RouterLink>
                      <ProductPrice product={product} />
                      <RouterLink
                        href={compareHref(ids.filter((id) => id !== product.id))}
                        className="text-sm text-brand-700 underline"
                      >
                        Quitar<span className="sr-only"> {product.name}</span>
                      </RouterLink>
                    </div>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.label}
                  className={
                    row.differs ? 'border-b border-border bg-brand-50' : 'border-b border-border'
                  }
                >
                  <th scope="row" className="p-2 font-medium text-ink">
                    {row.label}
                    {row.differs ? (
                      <span className="ml-2 text-xs font-semibold text-ink-muted">Diferente</span>
                    ) : null}
                  </th>
                  {row.values.map((value, index) => (
                    <td key={ids[index]} className="p-2 text-ink">
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {products.length > 0 && products.length < COMPARE_MAX && candidates.length > 0 ? (
        <section aria-labelledby="agregar-comparar" className="mt-10">
          <h2 id="agregar-comparar" className="mb-3 text-xl font-semibold text-ink">
            Agrega otro equipo del mismo tipo
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {candidates.map((candidate) => (
              <li key={candidate.id}>
                <RouterLink
                  href={compareHref([...ids, candidate.id])}
                  className="flex items-center justify-between gap-3 rounded-control border border-border bg-surface p-3 text-sm text-ink hover:border-brand-600"
                >
                  <span>{candidate.name}</span>
                  <span className="shrink-0 font-semibold text-brand-700">
                    Agregar<span className="sr-only"> a la comparación</span>
                  </span>
                </RouterLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
