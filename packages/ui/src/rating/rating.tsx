import { Star } from './star.js';
import { cx } from '../utils/cx.js';

/** Props of {@link StarRating}: plain values, the words given by the caller. */
export interface StarRatingProps {
  /** 0–5, e.g. 4.5. */
  average: number;
  /** What a screen reader hears instead of the stars: «4,5 de 5 estrellas (12 reseñas)». */
  label: string;
  /** Shown beside the stars, e.g. «(12)»; absent: only the stars. */
  countText?: string;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * A rating as five stars, filled to the average (quarters), one image to assistive technology
 * with `label` as its text.
 */
export function StarRating({ average, label, countText, size = 'sm', className }: StarRatingProps) {
  const quarters = Math.round(Math.max(0, Math.min(5, average)) * 4) / 4;
  return (
    <span className={cx('inline-flex items-center gap-1', className)}>
      <span role="img" aria-label={label} className="inline-flex text-rating">
        {[0, 1, 2, 3, 4].map((index) => (
          <Star
            key={index}
            fill={Math.max(0, Math.min(1, quarters - index))}
            className={size === 'md' ? 'size-5' : 'size-4'}
          />
        ))}
      </span>
      {countText ? (
        <span aria-hidden="true" className="text-sm text-ink-muted">
          {countText}
        </span>
      ) : null}
    </span>
  );
}
