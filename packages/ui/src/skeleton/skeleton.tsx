import { cx } from '../utils/cx.js';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** Size and shape, e.g. `h-4 w-32` or `aspect-square w-full`. */
  className?: string;
}

/**
 * A grey placeholder block shown while content loads. Hidden from assistive technology: the
 * region that loads sets `aria-busy` and says what is loading.
 */
export function Skeleton({ className }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      className={cx(
        'animate-pulse rounded-control bg-surface-sunken motion-reduce:animate-none',
        className,
      )}
    />
  );
}

/** Props of {@link SkeletonText}. */
export interface SkeletonTextProps {
  lines?: number;
  className?: string;
}

/** Placeholder lines of text; the last one is shorter, as paragraphs are. */
export function SkeletonText({ lines = 3, className }: SkeletonTextProps) {
  return (
    <div aria-hidden="true" className={cx('flex flex-col gap-2', className)}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} className={cx('h-4', index === lines - 1 ? 'w-2/3' : 'w-full')} />
      ))}
    </div>
  );
}
