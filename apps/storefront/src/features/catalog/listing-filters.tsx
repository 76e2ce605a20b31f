import type { FormEvent } from 'react';
import { SUBMIT_ON_CHANGE_ATTRIBUTE } from '../../lib/early-taps';
import { RouterLink } from '../../lib/router-link';
import type { Brand } from './catalog.queries';
import {
  LISTING_SORTS,
  listingHref,
  readListingSearch,
  type FilterAttribute,
  type ListingSearch,
} from './listing-search';

/** What a listing can be filtered on; an absent group is not offered. */
export type ListingFilterOptions = {
  /** Absent on a brand's own page. */
  brands?: readonly Brand[] | undefined;
  /** Sub-categories as links (category pages). */
  subcategories?: readonly { name: string; href: string }[] | undefined;
  /** Categories as a filter (offers, brands, search). */
  categories?: readonly { id: number; name: string }[] | undefined;
  /** Air conditioners only: capacity and inverter. */
  btu?: FilterAttribute | undefined;
  inverter?: FilterAttribute | undefined;
};

const field = 'flex flex-col gap-1 text-sm font-medium text-ink';
const control =
  'min-h-10 w-full rounded-control border border-border-strong bg-surface px-2 text-base text-ink focus:outline-2 focus:outline-focus';

/** The filters a listing URL keeps (the sort and the page are not filters). */
export function activeFilterCount(search: ListingSearch): number {
  return [
    search.marca,
    search.min,
    search.max,
    search.existencia,
    search.estrellas,
    search.categoria,
    search.btu,
    search.inverter,
  ].filter((value) => value !== undefined).length;
}

/**
 * A listing's filters and sort as a GET form: a change of a list or a box submits it (the page's
 * head does that, before any other script: `data-submit-on-change`). On a catalogue page the
 * form loads the filtered list from the server; in the app, `onApply` navigates (a router
 * navigation, so Back restores the previous list).
 */
export function ListingFilters({
  id,
  pathname,
  search,
  options,
  onApply,
}: {
  id: string;
  pathname: string;
  search: ListingSearch;
  options: ListingFilterOptions;
  onApply: (search: ListingSearch) => void;
}) {
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const raw: Record<string, unknown> = Object.fromEntries(
      [...form].filter(([, value]) => value !== ''),
    );
    raw['marca'] = form.getAll('marca');
    onApply({ ...readListingSearch(raw), page: undefined });
  };
  const count = activeFilterCount(search);
  const chosenBrands = search.marca?.split(',') ?? [];
  const clearHref = listingHref(pathname, { q: search.q, orden: search.orden });
  return (
    <details className="listing-filters rounded-card border border-border bg-surface p-3 lg:border-0 lg:p-0">
      <summary className="cursor-pointer font-semibold text-ink">
        Filtrar{count > 0 ? ` (${String(count)})` : ''}
      </summary>
      <form
        // Remount on every URL so the fields show the URL's values after Back or a link.
        key={listingHref(pathname, search)}
        id={id}
        method="get"
        action={pathname}
        onSubmit={apply}
        {...{ [SUBMIT_ON_CHANGE_ATTRIBUTE]: '' }}
        className="mt-3 flex flex-col gap-4 lg:mt-0"
        aria-label="Filtros"
      >
        {search.q === undefined ? null : <input type="hidden" name="q" value={search.q} />}
        {search.comparar === undefined ? null : (
          <input type="hidden" name="comparar" value={search.comparar} />
        )}
        {options.subcategories && options.subcategories.length > 0 ? (
          <nav aria-label="Tipos">
            <h2 className="mb-1 text-sm font-semibold text-ink">Tipos</h2>
            <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
              {options.subcategories.map((subcategory) => (
                <li key={subcategory.href}>
                  <RouterLink
                    href={subcategory.href}
                    className="inline-block rounded-control border border-border px-3 py-1 text-sm text-ink hover:border-brand-600 lg:border-0 lg:px-0"
                  >
                    {subcategory.name}
                  </RouterLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {options.categories ? (
          <label className={field}>
            Categoría
            <select name="categoria" defaultValue={search.categoria ?? ''} className={control}>
              <option value="">Todas</option>
              {options.categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {options.brands ? (
          <fieldset>
            <legend className="mb-1 text-sm font-medium text-ink">Marca</legend>
            <ul className="flex max-h-64 flex-col overflow-y-auto">
              {options.brands.map((brand) => (
                <li key={brand.slug}>
                  <label className="flex min-h-9 items-center gap-2 text-sm text-ink">
                    <input
                      type="checkbox"
                      name="marca"
                      value={brand.slug}
                      defaultChecked={chosenBrands.includes(brand.slug)}
                      className="size-5 accent-brand-600"
                    />
                    {brand.name}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : null}
        {options.btu ? (
          <label className={field}>
            Capacidad
            <select name="btu" defaultValue={search.btu ?? ''} className={control}>
              <option value="">Todas</option>
              {options.btu.terms.map((term) => (
                <option key={term.slug} value={term.slug}>
                  {term.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {options.inverter ? (
          <label className={field}>
            Inverter
            <select
              name="inverter"
              defaultValue={search.inverter ?? ''}
              className={control}
              aria-describedby={`${id}-one-attribute`}
            >
              <option value="">Con o sin inverter</option>
              {options.inverter.terms.map((term) => (
                <option key={term.slug} value={term.slug}>
                  {term.name}
                </option>
              ))}
            </select>
            <span id={`${id}-one-attribute`} className="text-xs font-normal text-ink-muted">
              La capacidad y el inverter se filtran uno a la vez.
            </span>
          </label>
        ) : null}
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium text-ink">Precio (RD$)</legend>
          <div className="flex items-end gap-2">
            <label className={field}>
              <span className="sr-only">Precio mínimo</span>
              <input
                type="number"
                name="min"
                min={0}
                step={500}
                inputMode="numeric"
                placeholder="Mínimo"
                defaultValue={search.min ?? ''}
                className={control}
              />
            </label>
            <label className={field}>
              <span className="sr-only">Precio máximo</span>
              <input
                type="number"
                name="max"
                min={0}
                step={500}
                inputMode="numeric"
                placeholder="Máximo"
                defaultValue={search.max ?? ''}
                className={control}
              />
            </label>
          </div>
        </fieldset>
        <label className="flex min-h-10 items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            name="existencia"
            value="si"
            defaultChecked={search.existencia === 'si'}
            className="size-5 accent-brand-600"
          />
          Solo productos con existencia
        </label>
        <label className="flex min-h-10 items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            name="estrellas"
            value="4"
            defaultChecked={search.estrellas === 4}
            className="size-5 accent-brand-600"
          />
          4 estrellas o más
        </label>
        <label className={field}>
          Ordenar por
          <select name="orden" defaultValue={search.orden ?? 'relevancia'} className={control}>
            {Object.entries(LISTING_SORTS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            className="inline-flex min-h-10 cursor-pointer items-center rounded-control bg-brand-600 px-4 font-semibold text-ink-inverse hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            Aplicar filtros
          </button>
          {count > 0 ? (
            <RouterLink href={clearHref} className="text-sm text-brand-700 underline">
              Quitar filtros
            </RouterLink>
          ) : null}
        </div>
      </form>
    </details>
  );
}
