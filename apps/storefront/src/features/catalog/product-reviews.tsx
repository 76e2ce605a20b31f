import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { island } from '../../lib/island';

// The reviews list and form are not in the product page's first bytes: their code and their
// data load once the section comes near the screen (or at once where the browser cannot tell).
const ReviewsSection = lazy(() =>
  import('./product-reviews-section').then((module) => ({ default: module.ReviewsSection })),
);

/** The product page's reviews: a heading now, the list and the form when the shopper gets near. */
function ProductReviewsView({
  productId,
  productName,
}: {
  productId: number;
  productName: string;
}) {
  const anchor = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (element === null || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <section
      ref={anchor}
      id="resenas"
      aria-labelledby="resenas-titulo"
      className="mt-10 scroll-mt-24"
    >
      <h2 id="resenas-titulo" className="mb-3 text-xl font-semibold text-ink">
        Reseñas de clientes
      </h2>
      {near ? (
        <Suspense fallback={<p className="text-sm text-ink-muted">Cargando reseñas…</p>}>
          <ReviewsSection productId={productId} productName={productName} />
        </Suspense>
      ) : (
        <p className="text-sm text-ink-muted">Cargando reseñas…</p>
      )}
    </section>
  );
}

/** The reviews, an island (decision 022): it hydrates as it comes near the screen. */
export const ProductReviews = island('product-reviews', ProductReviewsView, { when: 'visible' });
