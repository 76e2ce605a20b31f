import type { StockStatus } from '@vitrina/core';

/**
 * The shop's words for a product's stock, the same on a card, the product page, the comparison,
 * the wishlist, a variation's option and a cart line: one status, one word everywhere.
 */
export const stockWords = {
  instock: 'Disponible',
  onbackorder: 'Por encargo',
  outofstock: 'Agotado',
  /** In stock, but fewer units than a cart line asks for. */
  few: 'Pocas unidades',
} as const satisfies Record<StockStatus | 'few', string>;
