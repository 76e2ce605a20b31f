import { ChevronLeftGlyph, ChevronRightGlyph } from '../glyphs/glyphs.js';
import { DefaultLink } from '../link/default-link.js';
import type { LinkComponent } from '../link/link-component.js';
import { cx } from '../utils/cx.js';
import { pageWindow } from './page-window.js';

/** Props of {@link Pagination}. */
export interface PaginationProps {
  page: number;
  pageCount: number;
  /** The URL of a page, so every page is a real link (crawlable, opens in a new tab). */
  hrefForPage: (page: number) => string;
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  /** Accessible name of a page link. */
  pageLabel?: (page: number) => string;
  linkComponent?: LinkComponent;
  className?: string;
}

const cell =
  'inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-control px-2 text-sm font-medium';

/** Page links for a product list: previous, numbers with gaps, next; the current page is marked. */
export function Pagination({
  page,
  pageCount,
  hrefForPage,
  label = 'Paginación',
  previousLabel = 'Anterior',
  nextLabel = 'Siguiente',
  pageLabel = (number) => `Página ${number}`,
  linkComponent: PageLink = DefaultLink,
  className,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const edge = (target: number, text: string, forward: boolean) => {
    const content = forward ? (
      <>
        {text}
        <ChevronRightGlyph className="size-4" />
      </>
    ) : (
      <>
        <ChevronLeftGlyph className="size-4" />
        {text}
      </>
    );
    return target < 1 || target > pageCount ? (
      <span className={cx(cell, 'text-ink-muted opacity-60')} aria-disabled="true">
        {content}
      </span>
    ) : (
      <PageLink href={hrefForPage(target)} className={cx(cell, 'text-brand-700 hover:bg-brand-50')}>
        {content}
      </PageLink>
    );
  };
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>{edge(current - 1, previousLabel, false)}</li>
        {pageWindow(current, pageCount).map((slot, index) => (
          <li key={slot === 'gap' ? `gap-${index}` : slot}>
            {slot === 'gap' ? (
              <span aria-hidden="true" className={cx(cell, 'text-ink-muted')}>
                …
              </span>
            ) : (
              <PageLink
                href={hrefForPage(slot)}
                aria-label={pageLabel(slot)}
                {...(slot === current ? { 'aria-current': 'page' as const } : {})}
                className={cx(
                  cell,
                  slot === current
                    ? 'bg-brand-600 text-ink-inverse'
                    : 'text-ink hover:bg-surface-muted',
                )}
              >
                {slot}
              </PageLink>
            )}
          </li>
        ))}
        <li>{edge(current + 1, nextLabel, true)}</li>
      </ul>
    </nav>
  );
}
