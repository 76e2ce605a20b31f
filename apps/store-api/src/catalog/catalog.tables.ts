import type { Generated } from 'kysely';

/** Stock states WooCommerce knows. */
export type StockStatus = 'instock' | 'outofstock' | 'onbackorder';
/** Publication states a product can have here. */
export type ProductStatus = 'publish' | 'draft' | 'private';

/** Tables of the catalogue migration. Money columns hold cents of DOP. */
export interface CatalogTables {
  product_categories: {
    id: number;
    name: string;
    slug: string;
    parent: number;
    description: string;
    menu_order: number;
  };
  product_tags: { id: number; name: string; slug: string; description: string };
  product_attributes: { id: number; name: string; slug: string };
  attribute_terms: {
    id: number;
    attribute_id: number;
    name: string;
    slug: string;
    menu_order: number;
  };
  products: {
    id: number;
    name: string;
    slug: string;
    type: string;
    status: ProductStatus;
    featured: number;
    description: string;
    short_description: string;
    sku: string;
    regular_price: number;
    sale_price: number | null;
    /** Generated: the sale price when there is one, else the regular price. */
    price: Generated<number>;
    is_virtual: number;
    manage_stock: number;
    stock_quantity: number | null;
    stock_status: StockStatus;
    weight: string;
    length: string;
    width: string;
    height: string;
    menu_order: number;
    total_sales: Generated<number>;
    average_rating: Generated<string>;
    rating_count: Generated<number>;
    date_created: string;
    date_modified: string;
    /** A variation's variable product (issue 29); 0 for every other product. */
    parent_id: Generated<number>;
  };
  product_category_links: { product_id: number; category_id: number };
  product_tag_links: { product_id: number; tag_id: number };
  product_attribute_terms: { product_id: number; term_id: number };
  product_images: { id: number; product_id: number; position: number; name: string; alt: string };
  product_meta: { id: Generated<number>; product_id: number; key: string; value: string };
}
