import { centsToDecimal, centsToPesos } from '@vitrina/core';

import { itemLinks } from '../http/item-links.js';
import type { ProductDetails, ProductRow } from './product-repository.js';

/** Where a serialized product points: the store's own address and the storefront's. */
export interface LinkBase {
  /** Origin of the store as the client reached it, e.g. `http://127.0.0.1:8787`. */
  storeOrigin: string;
  storefrontUrl: string;
}

/** The public address of a product image served by the store itself. */
export function productImageUrl(storeOrigin: string, productId: number, position: number): string {
  return `${storeOrigin}/media/products/${String(productId)}-${String(position + 1)}.svg`;
}

const gmt = (iso: string): string => iso.slice(0, 19);

/** WooCommerce prints prices as decimals in major units; "" when there is none. */
const price = (cents: number | null): string => (cents === null ? '' : centsToDecimal(cents));

const grouped = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 });

function priceHtml(row: ProductRow): string {
  const amount = (cents: number): string =>
    `<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">RD$</span>${grouped.format(centsToPesos(cents))}</bdi></span>`;
  return row.sale_price === null
    ? amount(row.regular_price)
    : `<del aria-hidden="true">${amount(row.regular_price)}</del> <ins>${amount(row.sale_price)}</ins>`;
}

/** A product in WooCommerce REST v3's shape, field for field. */
export function toWcProduct(row: ProductRow, details: ProductDetails, base: LinkBase) {
  const dimensions = { length: row.length, width: row.width, height: row.height };
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    permalink: `${base.storefrontUrl}/producto/${row.slug}`,
    date_created: gmt(row.date_created),
    date_created_gmt: gmt(row.date_created),
    date_modified: gmt(row.date_modified),
    date_modified_gmt: gmt(row.date_modified),
    type: row.type,
    status: row.status,
    featured: row.featured === 1,
    catalog_visibility: 'visible',
    description: row.description,
    short_description: row.short_description,
    sku: row.sku,
    price: price(row.price),
    regular_price: price(row.regular_price),
    sale_price: price(row.sale_price),
    date_on_sale_from: null,
    date_on_sale_from_gmt: null,
    date_on_sale_to: null,
    date_on_sale_to_gmt: null,
    price_html: priceHtml(row),
    on_sale: row.sale_price !== null,
    purchasable: row.status === 'publish',
    total_sales: row.total_sales,
    virtual: row.is_virtual === 1,
    downloadable: false,
    downloads: [],
    download_limit: -1,
    download_expiry: -1,
    external_url: '',
    button_text: '',
    tax_status: 'taxable',
    tax_class: '',
    manage_stock: row.manage_stock === 1,
    stock_quantity: row.manage_stock === 1 ? row.stock_quantity : null,
    stock_status: row.stock_status,
    backorders: 'no',
    backorders_allowed: false,
    backordered: false,
    low_stock_amount: null,
    sold_individually: false,
    weight: row.weight,
    dimensions,
    shipping_required: row.is_virtual === 0,
    shipping_taxable: row.is_virtual === 0,
    shipping_class: '',
    shipping_class_id: 0,
    reviews_allowed: true,
    average_rating: row.average_rating,
    rating_count: row.rating_count,
    related_ids: details.related_ids,
    upsell_ids: [],
    cross_sell_ids: [],
    parent_id: 0,
    purchase_note: '',
    categories: details.categories,
    tags: details.tags,
    images: details.images.map((image) => ({
      id: image.id,
      date_created: gmt(row.date_created),
      date_created_gmt: gmt(row.date_created),
      date_modified: gmt(row.date_modified),
      date_modified_gmt: gmt(row.date_modified),
      src: productImageUrl(base.storeOrigin, row.id, image.position),
      name: image.name,
      alt: image.alt,
    })),
    attributes: details.attributes.map((attribute, position) => ({
      id: attribute.id,
      name: attribute.name,
      slug: attribute.slug,
      position,
      visible: true,
      variation: false,
      options: attribute.options,
    })),
    default_attributes: [],
    variations: [],
    grouped_products: [],
    menu_order: row.menu_order,
    meta_data: details.meta,
    _links: itemLinks(base.storeOrigin, 'wc/v3/products', row.id),
  };
}

/** The JSON of one product as `toWcProduct` writes it. */
export type WcProduct = ReturnType<typeof toWcProduct>;
