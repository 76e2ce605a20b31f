import {
  centsToDecimal,
  payablePrice,
  productHref,
  truncateTitle,
  type ProductSummary,
} from '@vitrina/core';
import type { ProductDetail } from './product-view';

/** One step of a breadcrumb trail; the last is the page itself. */
export type Crumb = { label: string; href?: string };

const availability = {
  instock: 'https://schema.org/InStock',
  outofstock: 'https://schema.org/OutOfStock',
  onbackorder: 'https://schema.org/BackOrder',
} as const;

/** schema.org `BreadcrumbList` of a trail (`href`s relative to `origin`). */
export function breadcrumbList(origin: string, trail: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.href === undefined ? {} : { item: `${origin}${crumb.href}` }),
    })),
  };
}

/** schema.org `ItemList` of a listing page's products. */
export function itemList(origin: string, products: readonly ProductSummary[], offset = 0) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: offset + index + 1,
      url: `${origin}${productHref(product)}`,
      name: truncateTitle(product.name),
    })),
  };
}

/** schema.org `Product` with its `Offer` (price in DOP, availability); name cut at 110 (spec §9). */
export function productData(origin: string, product: ProductDetail) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: truncateTitle(product.name),
    sku: product.sku || String(product.id),
    image: product.images.map((image) => image.src),
    ...(product.brand === undefined ? {} : { brand: { '@type': 'Brand', name: product.brand } }),
    offers: {
      '@type': 'Offer',
      url: `${origin}${productHref(product)}`,
      priceCurrency: 'DOP',
      price: centsToDecimal(payablePrice(product)),
      availability: availability[product.stockStatus],
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.rating && product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/**
 * Structured data as a `<script type="application/ld+json">` rendered with the page (so HTML
 * without JavaScript holds it). `<` is written `\u003c`, so a name with `</script>` cannot
 * close the element (I4).
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
