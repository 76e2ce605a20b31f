import { Radio, RadioGroup, Label, FieldError, Text } from 'react-aria-components';
import { cx } from '../utils/cx.js';

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function Star({ fill, className }: { fill: number; className?: string }) {
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

/** Props of {@link StarInput}. */
export interface StarInputProps {
  label: string;
  /** The accessible name of each choice: `starLabel(3)` → «3 estrellas». */
  starLabel: (stars: number) => string;
  value: number | null;
  onChange: (stars: number) => void;
  description?: string;
  errorMessage?: string | undefined;
  isDisabled?: boolean;
}

/** Choosing 1–5 stars: a radio group (arrow keys move, Space picks) drawn as stars. */
export function StarInput({
  label,
  starLabel,
  value,
  onChange,
  description,
  errorMessage,
  isDisabled,
}: StarInputProps) {
  return (
    <RadioGroup
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(Number(next))}
      orientation="horizontal"
      isInvalid={errorMessage !== undefined}
      {...(isDisabled ? { isDisabled } : {})}
      className="flex flex-col gap-1"
    >
      <Label className="text-sm font-medium text-ink">{label}</Label>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <Radio
            key={stars}
            value={String(stars)}
            aria-label={starLabel(stars)}
            className="group flex size-11 cursor-pointer items-center justify-center rounded-control outline-none focus-visible:outline-2 focus-visible:outline-focus"
          >
            <Star
              fill={value !== null && stars <= value ? 1 : 0}
              className="size-8 text-rating transition-transform group-hover:scale-110"
            />
          </Radio>
        ))}
      </div>
      {description ? (
        <Text slot="description" className="text-sm text-ink-muted">
          {description}
        </Text>
      ) : null}
      <FieldError className="text-sm text-danger">{errorMessage}</FieldError>
    </RadioGroup>
  );
}
