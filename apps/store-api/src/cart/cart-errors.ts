import { StoreError } from '../http/errors.js';

/** The largest quantity one cart line may hold, whatever the stock. */
export const MAX_LINE_QUANTITY = 99;

/**
 * CoCart's error answers, with the codes and statuses of CoCart v2's "Error Responses" table and
 * Spanish messages the storefront can show as they are.
 */
export const cartErrors = {
  productIdRequired: () =>
    new StoreError(404, 'cocart_product_id_required', 'Falta el id del producto.'),
  productIdNotNumeric: () =>
    new StoreError(405, 'cocart_product_id_not_numeric', 'El id del producto debe ser un número.'),
  productDoesNotExist: () =>
    new StoreError(404, 'cocart_product_does_not_exist', 'El producto no existe.'),
  cannotBePurchased: (name: string) =>
    new StoreError(
      403,
      'cocart_cannot_be_purchased',
      `«${name}» no está disponible para la venta en este momento.`,
    ),
  outOfStock: (name: string) =>
    new StoreError(
      404,
      'cocart_product_out_of_stock',
      `No puedes añadir «${name}» al carrito porque está agotado.`,
    ),
  /** Not a whole number, or below the least a line may hold (1 to add, 0 to change). */
  quantityNotNumeric: (least: number, max: number) =>
    new StoreError(
      405,
      'cocart_quantity_not_numeric',
      `La cantidad debe ser un número entero entre ${String(least)} y ${String(max)}.`,
    ),
  notEnoughInStock: (name: string, requested: number, max: number) =>
    new StoreError(
      403,
      'cocart_not_enough_in_stock',
      `No puedes añadir ${String(requested)} unidades de «${name}» al carrito: el máximo disponible es ${String(max)}.`,
    ),
  notEnoughStockRemaining: (name: string, max: number, inCart: number) =>
    new StoreError(
      403,
      'cocart_not_enough_stock_remaining',
      `No puedes añadir esa cantidad de «${name}»: el máximo es ${String(max)} y ya tienes ${String(inCart)} en tu carrito.`,
    ),
  itemNotInCart: () =>
    new StoreError(404, 'cocart_item_not_in_cart', 'El artículo no está en tu carrito.'),
  cartKeyInvalid: () =>
    new StoreError(400, 'cocart_cart_key_invalid', 'La clave del carrito no es válida.'),
  loginToSeeCart: () =>
    new StoreError(401, 'cocart_cannot_read_cart', 'Inicia sesión para ver este carrito.'),
  otherUsersCart: () =>
    new StoreError(
      403,
      'cocart_cannot_read_cart',
      'No puedes ver ni combinar el carrito de otra cuenta.',
    ),
  /** A bearer token that is forged, expired or revoked: the JWT plugin's answer (spec §8, R11). */
  invalidSession: () =>
    new StoreError(
      403,
      'jwt_auth_invalid_token',
      'Tu sesión no es válida o expiró. Inicia sesión de nuevo.',
    ),
};
