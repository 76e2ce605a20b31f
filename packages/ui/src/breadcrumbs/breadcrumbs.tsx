import { ChevronRightGlyph } from '../glyphs/glyphs.js';
import { DefaultLink } from '../link/default-link.js';
import type { LinkComponent } from '../link/link-component.js';
import { cx } from '../utils/cx.js';

/** One step of the trail; the last one is the current page and needs no `href`. */
export interface Crumb {
  label: string;
  href?: string;
}

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  items: readonly Crumb[];
  /** Accessible name of the navigation landmark. */
  label?: string;
  linkComponent?: LinkComponent;
  className?: string;
}

/** The trail from home to the current page, in a labelled navigation; the last step is current. */
export function Breadcrumbs({
  items,
  label = 'Ruta de navegación',
  linkComponent: CrumbLink = DefaultLink,
  className,
}: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className={className}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-muted">
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="flex items-center gap-1">
              {isCurrent || item.href === undefined ? (
                <span
                  {...(isCurrent ? { 'aria-current': 'page' as const } : {})}
                  className={cx(isCurrent && 'font-medium text-ink')}
                >
                  {item.label}
                </span>
              ) : (
                <CrumbLink
                  href={item.href}
                  className="rounded-sm underline-offset-2 hover:underline"
                >
                  {item.label}
                </CrumbLink>
              )}
              {isCurrent ? null : <ChevronRightGlyph className="size-4" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
