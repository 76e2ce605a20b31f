import type { WcProduct } from '@vitrina/api-client/products';
import type { WcVariation } from '@vitrina/api-client/variations';
import { parseWooPrice } from '@vitrina/core';
import { decodeTitle } from '../../lib/decode-title';
import { attributeKey, type ProductVariation, type VariantAttribute } from './variation-choice';

// A variable product's options and variations as the page shows them (issue 29). Like
// product-view.ts, it runs inside the query functions, never in a page's first load.

/** The attributes a variable product varies on; none for any other product. */
export function variantAttributesOf(product: WcProduct): VariantAttribute[] {
  if (product.type !== 'variable') return [];
  return product.attributes
    .filter((attribute) => attribute.variation === true && attribute.options.length > 0)
    .map((attribute) => ({
      key: attributeKey(attribute.slug ?? attribute.name),
      name: decodeTitle(attribute.name),
      options: attribute.options.map(decodeTitle),
    }));
}

/** A variation with money in centavos and its options by attribute key. */
export function toProductVariation(variation: WcVariation, productName: string): ProductVariation {
  const regular = parseWooPrice(variation.regular_price) ?? parseWooPrice(variation.price) ?? 0;
  const sale = variation.on_sale ? parseWooPrice(variation.sale_price) : null;
  const options = Object.fromEntries(
    variation.attributes.map((attribute) => [
      attributeKey(attribute.slug ?? attribute.name),
      decodeTitle(attribute.option),
    ]),
  );
  return {
    id: variation.id,
    sku: variation.sku,
    regularCents: regular,
    saleCents: sale !== null && sale > 0 && sale < regular ? sale : undefined,
    stockStatus: variation.stock_status,
    stockQuantity: variation.manage_stock === true ? variation.stock_quantity : null,
    image: variation.image
      ? {
          src: variation.image.src,
          alt:
            decodeTitle(variation.image.alt) ||
            `${productName}, ${Object.values(options).join(', ')}`,
        }
      : undefined,
    options,
  };
}
