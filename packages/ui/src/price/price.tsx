import { cx } from '../utils/cx.js';

/** Props of {@link Price}. */
export interface PriceProps {
  /** The regular price in integer cents. */
  regularCents: number;
  /** The sale price in integer cents; 0 or absent means no sale (WooCommerce's empty sale_price). */
  saleCents?: number;
  /** Turns cents into text: the shop passes its one money format, so the look never has its own. */
  format: (cents: number) => string;
  /** Spoken before the struck-through regular price when on sale. */
  regularLabel?: string;
  /** Spoken before the sale price. */
  saleLabel?: string;
  /** Words before the price, e.g. «Desde» for the lowest of several prices. */
  prefix?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = { sm: 'text-base', md: 'text-lg', lg: 'text-3xl' } as const;

/** Whether a sale price applies: positive and below the regular price. */
export function isOnSale(regularCents: number, saleCents: number | undefined): boolean {
  return saleCents !== undefined && saleCents > 0 && saleCents < regularCents;
}

/**
 * A price. On sale it shows the sale price and the regular one struck through, each preceded by
 * a label for screen readers («Precio de oferta», «Precio anterior»), since strike-through alone
 * is not announced.
 */
export function Price({
  regularCents,
  saleCents,
  format,
  regularLabel = 'Precio anterior',
  saleLabel = 'Precio de oferta',
  prefix,
  size = 'md',
  className,
}: PriceProps) {
  // On its own line: the amount keeps the width an unprefixed price has (a card is ~130 px wide
  // on a 320 px phone) and is never split after «RD$».
  const before = prefix ? (
    <span className="block text-sm font-normal text-ink-muted">{prefix} </span>
  ) : null;
  if (saleCents === undefined || !isOnSale(regularCents, saleCents)) {
    return (
      <p className={cx('font-semibold text-ink', sizes[size], className)}>
        {before}
        {format(regularCents)}
      </p>
    );
  }
  return (
    <p className={cx('flex flex-wrap items-baseline gap-x-2', className)}>
      <span className={cx('font-semibold text-sale', sizes[size])}>
        {before}
        <span className="sr-only">{saleLabel}: </span>
        {format(saleCents)}
      </span>{' '}
      <s className="text-sm text-ink-muted">
        <span className="sr-only">{regularLabel}: </span>
        {format(regularCents)}
      </s>
    </p>
  );
}
