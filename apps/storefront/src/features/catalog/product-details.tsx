import type { ReactNode } from 'react';
import { RouterLink } from '../../lib/router-link';
import { ProductGallery } from './product-gallery';
import { ProductStars } from './product-rating';
import type { ProductDetail } from './product-view';

/**
 * A product page's main part: gallery, brand, name and rating, what the shopper operates (the
 * route's `purchase`: price, options, quantity, the add button), then attributes and description.
 * Server HTML with islands on a catalogue page (decision 022): the gallery and the purchase.
 */
export function ProductDetails({
  product,
  variationImage,
  purchase,
}: {
  product: ProductDetail;
  /** The picture of the variation the page's address chose, shown first. */
  variationImage?: ProductDetail['image'];
  purchase: ReactNode;
}) {
  return (
    <article className="flex flex-col gap-10">
      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <ProductGallery
          // A product with options shows the chosen one's picture: its gallery hydrates as seen.
          {...(product.variantAttributes.length > 0 ? { hydrate: { when: 'visible' } } : {})}
          productId={product.id}
          productImages={product.images}
          variationImage={variationImage}
          name={product.name}
        />
        <div className="flex flex-col gap-4">
          {product.brand && product.brandSlug ? (
            <RouterLink
              href={`/marcas/${product.brandSlug}`}
              className="text-sm font-semibold uppercase tracking-wide text-brand-700 hover:underline"
            >
              {product.brand}
            </RouterLink>
          ) : null}
          <h1 className="text-2xl font-bold text-ink md:text-3xl">{product.name}</h1>
          {product.rating && product.rating.count > 0 ? (
            <a href="#resenas" className="self-start rounded-sm hover:underline">
              <ProductStars rating={product.rating} size="md" />
            </a>
          ) : null}
          {purchase}
          {product.shortDescriptionHtml ? (
            <div
              className="prose text-ink-muted"
              dangerouslySetInnerHTML={{ __html: product.shortDescriptionHtml }}
            />
          ) : null}
        </div>
      </div>
      {product.attributes.length > 0 ? (
        <section aria-labelledby="caracteristicas">
          <h2 id="caracteristicas" className="mb-3 text-xl font-semibold text-ink">
            Características
          </h2>
          <table className="w-full max-w-2xl border-collapse text-left text-sm">
            <tbody>
              {product.attributes.map((attribute) => (
                <tr key={attribute.name} className="border-b border-border">
                  <th scope="row" className="w-1/2 py-2 pr-4 font-medium text-ink">
                    {attribute.name}
                  </th>
                  <td className="py-2 text-ink">{attribute.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {product.descriptionHtml ? (
        <section aria-labelledby="descripcion">
          <h2 id="descripcion" className="mb-3 text-xl font-semibold text-ink">
            Descripción
          </h2>
          <div
            className="prose max-w-3xl text-ink"
            dangerouslySetInnerHTML={{ __html: product.descriptionHtml }}
          />
        </section>
      ) : null}
    </article>
  );
}
