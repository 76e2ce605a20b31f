import type { ReactNode } from 'react';
import { cx } from '../utils/cx.js';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** A decorative icon, e.g. `<Icon name="other" className="size-12" />`. */
  icon?: ReactNode;
  /** What the shopper can do next: a link or button. */
  action?: ReactNode;
  /** Heading level of the title inside the page outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

/** The message shown where a list has nothing to show (empty cart, no results). */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={cx('flex flex-col items-center gap-3 px-4 py-12 text-center', className)}>
      {icon ? <div className="text-ink-muted">{icon}</div> : null}
      <Heading className="text-xl font-semibold text-ink">{title}</Heading>
      {description ? <div className="max-w-prose text-ink-muted">{description}</div> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
