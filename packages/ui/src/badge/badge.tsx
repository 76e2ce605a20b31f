import type { ReactNode } from 'react';
import { cx } from '../utils/cx.js';

/** Meaning of a badge, which sets its colours. */
export type BadgeTone = 'sale' | 'out-of-stock' | 'info' | 'success' | 'neutral';

const tones: Record<BadgeTone, string> = {
  sale: 'bg-sale text-ink-inverse',
  'out-of-stock': 'bg-neutral-badge text-ink-inverse',
  info: 'bg-info-soft text-info',
  success: 'bg-success-soft text-success',
  neutral: 'bg-surface-muted text-ink',
};

/** Props of {@link Badge}. */
export interface BadgeProps {
  tone?: BadgeTone;
  /** The badge text, e.g. «Oferta» or «Agotado». */
  children: ReactNode;
  className?: string;
}

/** A short status label on a product (oferta, agotado), read as plain text. */
export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
