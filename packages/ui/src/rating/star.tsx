import { cx } from '../utils/cx.js';

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** One star, filled from the left to `fill` (0–1): the rating's and the star input's glyph. */
export function Star({ fill, className }: { fill: number; className?: string }) {
  const id = `star-${String(Math.round(fill * 100))}`;
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={cx('size-4 shrink-0', className)}>
      <defs>
        <linearGradient id={id}>
          <stop offset={`${String(fill * 100)}%`} stopColor="currentColor" />
          <stop offset={`${String(fill * 100)}%`} stopColor="transparent" />
        </linearGradient>
      </defs>
      <path d={STAR_PATH} fill={`url(#${id})`} stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
