import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../badge/badge.js';
import { DefaultLink } from '../link/default-link.js';
import type { LinkComponent } from '../link/link-component.js';
import { Price } from '../price/price.js';
import { Skeleton, SkeletonText } from '../skeleton/skeleton.js';
import { cx } from '../utils/cx.js';

/** A product picture. `alt` may be empty when the name beside it says it all. */
export interface ProductCardImage {
  src: string;
  alt: string;
}

/** A badge on the card, e.g. `{ label: 'Oferta', tone: 'sale' }`. */
export interface ProductCardBadge {
  label: string;
  tone: BadgeTone;
}

/** Props of {@link ProductCard}: plain values, no domain types. */
export interface ProductCardProps {
  name: string;
  href: string;
  brand?: string;
  image?: ProductCardImage;
  regularCents: number;
  saleCents?: number;
  /** Turns cents into text (see `Price`'s `format`). */
  formatPrice: (cents: number) => string;
  priceLabels?: { regular: string; sale: string };
  /** Words before the price, e.g. «Desde» for a product whose options cost more. */
  pricePrefix?: string;
  badges?: readonly ProductCardBadge[];
  /** The product's rating (a `StarRating`), under its name. */
  rating?: ReactNode;
  /** The add-to-cart control (or a stepper); it sits above the card's link. */
  addToCart?: ReactNode;
  linkComponent?: LinkComponent;
  headingLevel?: 2 | 3;
  /** `eager` for cards above the fold. */
  imageLoading?: 'lazy' | 'eager';
  className?: string;
}

/**
 * A product in a grid: picture, badges, brand, name (the link to the product, stretched over the
 * whole card), price and an add-to-cart slot. Names and brands render as text, never HTML.
 */
export function ProductCard({
  name,
  href,
  brand,
  image,
  regularCents,
  saleCents,
  formatPrice,
  priceLabels,
  pricePrefix,
  badges = [],
  rating,
  addToCart,
  linkComponent: CardLink = DefaultLink,
  headingLevel = 3,
  imageLoading = 'lazy',
  className,
}: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={cx(
        'relative flex flex-col gap-2 rounded-card border border-border bg-surface p-3 shadow-card',
        className,
      )}
    >
      <div className="aspect-square overflow-hidden rounded-control bg-surface-muted">
        {image ? (
          <img
            src={image.src}
            alt={image.alt}
            loading={imageLoading}
            decoding="async"
            width={400}
            height={400}
            className="size-full object-contain"
          />
        ) : null}
      </div>
      {/* Under the picture, not over it: the pictures carry the brand's own badge in a corner. */}
      {badges.length > 0 ? (
        <ul className="flex flex-wrap gap-1">
          {badges.map((badge) => (
            <li key={badge.label}>
              <Badge tone={badge.tone}>{badge.label}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {brand ? <p className="text-xs font-medium uppercase text-ink-muted">{brand}</p> : null}
      <Heading className="line-clamp-2 text-base font-medium text-ink">
        <CardLink
          href={href}
          className="rounded-sm after:absolute after:inset-0 after:content-[''] focus-visible:outline-2 focus-visible:outline-focus"
        >
          {name}
        </CardLink>
      </Heading>
      {rating}
      <Price
        regularCents={regularCents}
        {...(saleCents === undefined ? {} : { saleCents })}
        format={formatPrice}
        {...(pricePrefix ? { prefix: pricePrefix } : {})}
        {...(priceLabels ? { regularLabel: priceLabels.regular, saleLabel: priceLabels.sale } : {})}
      />
      {addToCart ? <div className="relative z-10 mt-auto">{addToCart}</div> : null}
    </article>
  );
}

/** The card's placeholder while products load, the same size as a card. */
export function ProductCardSkeleton() {
  return (
    <div className="flex flex-col gap-2 rounded-card border border-border bg-surface p-3">
      <Skeleton className="aspect-square w-full" />
      <Skeleton className="h-3 w-1/3" />
      <SkeletonText lines={2} />
      <Skeleton className="h-6 w-1/2" />
    </div>
  );
}
