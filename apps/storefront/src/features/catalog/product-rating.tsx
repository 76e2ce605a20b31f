import { formatOneDecimal } from '@vitrina/core';
import { StarRating } from '@vitrina/ui/rating';

/** A product's approved reviews: their mean and how many. */
export type ProductRating = { average: number; count: number };

/** «4,5 de 5 estrellas (12 reseñas)»: what a screen reader hears instead of the stars. */
export function ratingLabel({ average, count }: ProductRating): string {
  const reviews = count === 1 ? '1 reseña' : `${String(count)} reseñas`;
  // «4,5», with a decimal comma as the issue words it.
  return `${formatOneDecimal(average)} de 5 estrellas (${reviews})`;
}

/** «3 estrellas»: one star choice's name. */
export const starsLabel = (stars: number) =>
  stars === 1 ? '1 estrella' : `${String(stars)} estrellas`;

/** A product's stars and review count, or nothing while it has no reviews. */
export function ProductStars({
  rating,
  size = 'sm',
  className,
}: {
  rating: ProductRating | undefined;
  size?: 'sm' | 'md';
  className?: string;
}) {
  if (rating === undefined || rating.count === 0) return null;
  return (
    <StarRating
      average={rating.average}
      label={ratingLabel(rating)}
      countText={`(${String(rating.count)})`}
      size={size}
      {...(className === undefined ? {} : { className })}
    />
  );
}
