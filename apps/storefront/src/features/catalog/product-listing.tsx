import { EmptyState } from '@vitrina/ui/empty-state';
import { Pagination } from '@vitrina/ui/pagination';
import { ProductCardSkeleton } from '@vitrina/ui/product-card';
import { formatCount, rootCategories, categoryPath, type ProductSummary } from '@vitrina/core';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { RouterLink } from '../../lib/router-link';
import { ListingFilters, activeFilterCount, type ListingFilterOptions } from './listing-filters';
import {
  COMPARE_MAX,
  LISTING_PAGE_SIZE,
  compareHref,
  idListText,
  listingHref,
  readIdList,
  type ListingSearch,
} from './listing-search';
import { ProductGrid } from './product-grid';
import type { ProductListing as Listing } from './product-view';

/** Props of {@link ProductListing}. */
export type ProductListingProps = {
  /** The page's path, without its query. */
  pathname: string;
  search: ListingSearch;
  listing: Listing;
  /** The list's name for assistive technology and analytics, e.g. «Mini split». */
  label: string;
  filters: ListingFilterOptions;
  onApply: (search: ListingSearch) => void;
  renderActions?: (product: ProductSummary) => ReactNode;
};

/** «Mostrando 25–48 de 85 productos». */
export function resultCount(page: number, shown: number, total: number): string {
  if (total === 0) return 'Sin productos';
  const first = (page - 1) * LISTING_PAGE_SIZE + 1;
  const noun = total === 1 ? 'producto' : 'productos';
  return shown === total
    ? `${formatCount(total)} ${noun}`
    : `Mostrando ${formatCount(first)}–${formatCount(first + shown - 1)} de ${formatCount(total)} ${noun}`;
}

/** Where to go from an empty list. */
function Suggestions({ clearHref, hasFilters }: { clearHref: string; hasFilters: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3">
      {hasFilters ? (
        <RouterLink href={clearHref} className="font-semibold text-brand-700 underline">
          Quitar los filtros
        </RouterLink>
      ) : null}
      <p className="text-sm text-ink-muted">O mira lo más buscado:</p>
      <ul className="flex flex-wrap justify-center gap-2">
        {[
          { name: 'Ofertas', href: '/ofertas' },
          ...rootCategories('product').map((category) => ({
            name: category.name,
            href: `/${categoryPath(category.id)}`,
          })),
        ].map((suggestion) => (
          <li key={suggestion.href}>
            <RouterLink
              href={suggestion.href}
              className="inline-block rounded-full border border-border px-3 py-1 text-sm text-ink hover:border-brand-600"
            >
              {suggestion.name}
            </RouterLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** «Comparar» on a card: adds or removes the product in the list's URL (`?comparar=…`). */
function CompareToggle({
  product,
  pathname,
  search,
  chosen,
}: {
  product: ProductSummary;
  pathname: string;
  search: ListingSearch;
  chosen: readonly number[];
}) {
  const isChosen = chosen.includes(product.id);
  if (!isChosen && chosen.length >= COMPARE_MAX) return null;
  const next = isChosen ? chosen.filter((id) => id !== product.id) : [...chosen, product.id];
  return (
    <RouterLink
      href={listingHref(pathname, { ...search, comparar: idListText(next) })}
      aria-label={`${isChosen ? 'Comparando' : 'Comparar'}: ${product.name}`}
      className="inline-flex min-h-10 items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
    >
      <span
        aria-hidden="true"
        className={`inline-block size-4 rounded-sm border border-brand-600 ${isChosen ? 'bg-brand-600' : 'bg-surface'}`}
      />
      {isChosen ? 'Comparando' : 'Comparar'}
    </RouterLink>
  );
}

/** The products picked for comparing, with the way to the comparison. */
function CompareBar({ chosen, clearHref }: { chosen: readonly number[]; clearHref: string }) {
  if (chosen.length === 0) return null;
  return (
    <div className="sticky bottom-0 z-20 -mx-4 flex items-center justify-between gap-3 border-t border-border bg-surface px-4 py-3 shadow-overlay">
      <p className="text-sm text-ink">
        {chosen.length === 1
          ? 'Elige al menos otro producto para comparar.'
          : `${String(chosen.length)} productos elegidos para comparar.`}
      </p>
      <div className="flex items-center gap-3">
        <RouterLink href={clearHref} className="text-sm text-brand-700 underline">
          Quitar todos
        </RouterLink>
        {chosen.length >= 2 ? (
          <RouterLink
            href={compareHref(chosen)}
            className="inline-flex min-h-10 items-center rounded-control bg-brand-600 px-4 font-semibold text-ink-inverse hover:bg-brand-700"
          >
            Comparar ({chosen.length})
          </RouterLink>
        ) : null}
      </div>
    </div>
  );
}

/**
 * A product listing: filters (sidebar from lg up), result count, the grid, crawlable page links
 * (`?page=2`) and an empty state with suggestions. Every state is in `search` (the URL).
 */
export function ProductListing({
  pathname,
  search,
  listing,
  label,
  filters,
  onApply,
  renderActions,
}: ProductListingProps) {
  const formId = useId();
  const page = search.page ?? 1;
  const hasFilters = activeFilterCount(search) > 0;
  const chosen = readIdList(search.comparar);
  const actions = (product: ProductSummary) => (
    <div className="flex flex-col gap-1">
      {renderActions?.(product)}
      {product.isService ? null : (
        <CompareToggle product={product} pathname={pathname} search={search} chosen={chosen} />
      )}
    </div>
  );
  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
      <aside aria-label="Filtros y orden">
        <ListingFilters
          id={formId}
          pathname={pathname}
          search={search}
          options={filters}
          onApply={onApply}
        />
      </aside>
      <section aria-label={label} className="flex flex-col gap-4">
        <p role="status" className="text-sm text-ink-muted">
          {resultCount(page, listing.items.length, listing.total)}
        </p>
        {listing.items.length === 0 ? (
          <EmptyState
            title="No encontramos productos"
            description={
              hasFilters
                ? 'Ningún producto cumple todos los filtros elegidos.'
                : 'Por ahora no hay productos aquí.'
            }
            action={
              <Suggestions
                clearHref={listingHref(pathname, { q: search.q })}
                hasFilters={hasFilters}
              />
            }
          />
        ) : (
          <ProductGrid
            products={listing.items}
            label={`Productos: ${label}`}
            listName={label}
            eagerCount={2}
            headingLevel={2}
            renderActions={actions}
          />
        )}
        <Pagination
          page={page}
          pageCount={listing.totalPages}
          hrefForPage={(target) => listingHref(pathname, { ...search, page: target })}
          linkComponent={RouterLink}
          className="mt-4"
        />
        <CompareBar
          chosen={chosen}
          clearHref={listingHref(pathname, { ...search, comparar: undefined })}
        />
      </section>
    </div>
  );
}

/** A listing still loading after this long says so (reliability §2's «still working», R5). */
const SLOW_LISTING_MS = 5_000;

/** Whether the component has been on screen for {@link SLOW_LISTING_MS}. */
function useShownForLong(): boolean {
  const [long, setLong] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLong(true), SLOW_LISTING_MS);
    return () => clearTimeout(timer);
  }, []);
  return long;
}

/**
 * The grid's placeholder while a listing loads: same layout, no shift when it lands. A slow
 * store gets a visible note; the header and the menus stay usable meanwhile.
 */
export function ProductListingSkeleton() {
  const slow = useShownForLong();
  return (
    <div aria-busy="true" className="grid gap-6 lg:grid-cols-[16rem_1fr]">
      <p className={slow ? 'text-ink-muted lg:col-span-2' : 'sr-only'} role="status">
        {slow ? 'Esto está tardando más de lo normal…' : 'Cargando productos…'}
      </p>
      <div className="hidden lg:block" />
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
        {Array.from({ length: 8 }, (_, index) => (
          <li key={index}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
