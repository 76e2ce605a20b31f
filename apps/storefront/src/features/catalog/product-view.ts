import type { Page, WcProduct } from '@vitrina/api-client/products';
import {
  isServiceCategory,
  parseWooPrice,
  type ProductImage,
  type ProductSummary,
} from '@vitrina/core';
import { decodeTitle } from '../../lib/decode-title';
import type { VariantAttribute } from './variation-choice';
import { variantAttributesOf } from './variation-view';

// The catalogue's view of a WooCommerce product: plain, serialisable values (they travel in the
// dehydrated cache), money in centavos, names decoded to text (I1). This module runs inside the
// query functions, next to the api-client, so it never weighs on a page's first load.

/** A product page's product. */
export type ProductDetail = ProductSummary & {
  images: ProductImage[];
  sku: string;
  stockQuantity: number | null;
  /** WordPress HTML, sanitised on the server before it is stored here (I2). */
  descriptionHtml: string;
  shortDescriptionHtml: string;
  relatedIds: number[];
  /** What a variable product varies on (issue 29); empty for any other product. */
  variantAttributes: VariantAttribute[];
};

/** One page of a product listing. */
export type ProductListing = { items: ProductSummary[]; total: number; totalPages: number };

function pictureOf(product: WcProduct, index: number) {
  const image = product.images[index];
  return image
    ? { src: image.src, alt: decodeTitle(image.alt) || decodeTitle(product.name) }
    : undefined;
}

/** The catalogue summary of a WooCommerce product. */
export function toProductSummary(product: WcProduct): ProductSummary {
  const regular = parseWooPrice(product.regular_price) ?? parseWooPrice(product.price) ?? 0;
  const sale = product.on_sale ? parseWooPrice(product.sale_price) : null;
  const brand = product.tags[0];
  return {
    id: product.id,
    slug: product.slug,
    name: decodeTitle(product.name),
    brand: brand ? decodeTitle(brand.name) : undefined,
    brandSlug: brand?.slug,
    image: pictureOf(product, 0),
    regularCents: regular,
    saleCents: sale !== null && sale > 0 && sale < regular ? sale : undefined,
    stockStatus: product.stock_status,
    categoryIds: product.categories.map((category) => category.id),
    isService: product.categories.some((category) => isServiceCategory(category.id)),
    attributes: product.attributes
      .filter((attribute) => attribute.visible !== false && attribute.options.length > 0)
      .map((attribute) => ({
        name: decodeTitle(attribute.name),
        value: attribute.options.map(decodeTitle).join(', '),
      })),
    rating: { average: Number(product.average_rating) || 0, count: product.rating_count },
    hasOptions: product.type === 'variable',
    ...(product.type === 'variable' ? { optionOnSale: product.on_sale } : {}),
  };
}

/** A product page's product; `sanitize` cleans the description HTML (I2). */
export async function toProductDetail(
  product: WcProduct,
  sanitize: (html: string) => Promise<string>,
): Promise<ProductDetail> {
  const [descriptionHtml, shortDescriptionHtml] = await Promise.all([
    sanitize(product.description),
    sanitize(product.short_description),
  ]);
  return {
    ...toProductSummary(product),
    images: product.images.flatMap((_, index) => pictureOf(product, index) ?? []),
    sku: product.sku,
    stockQuantity: product.stock_quantity,
    descriptionHtml,
    shortDescriptionHtml,
    relatedIds: product.related_ids,
    variantAttributes: variantAttributesOf(product),
  };
}

/** A listing page from the store's page of products. */
export function toProductListing(page: Page<WcProduct>): ProductListing {
  return {
    items: page.items.map(toProductSummary),
    total: page.total,
    totalPages: page.totalPages,
  };
}
