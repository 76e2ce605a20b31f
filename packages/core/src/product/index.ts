// @vitrina/core/product: products and their summaries.

export {
  ProductSchema,
  StockStatusSchema,
  type Product,
  type ProductImage,
  type StockStatus,
} from './product.js';
export {
  isProductOnSale,
  payablePrice,
  productHref,
  type ProductSummary,
} from './product-summary.js';
