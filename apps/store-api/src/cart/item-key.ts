import { createHash } from 'node:crypto';

/** WooCommerce's cart item key of a simple product: md5 of its id (a variation's is its own). */
export function itemKeyOf(productId: number): string {
  return createHash('md5').update(String(productId)).digest('hex');
}
