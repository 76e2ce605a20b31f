import { StoreError } from '../http/errors.js';

/** The largest quantity one cart line may hold, whatever the stock. */
export const MAX_LINE_QUANTITY = 99;

/** CoCart's error answers, with Spanish messages the storefront can show as they are. */
export const cartErrors = {
  productIdRequired: () =>
    new StoreError(400, 'cocart_product_id_required', 'Falta el id del producto.'),
  productIdNotNumeric: () =>
    new StoreError(400, 'cocart_product_id_not_numeric', 'El id del producto debe ser un número.'),
  productDoesNotExist: () =>
    new StoreError(404, 'cocart_product_does_not_exist', 'El producto no existe.'),
  cannotBePurchased: (name: string) =>
    new StoreError(
      400,
      'cocart_cannot_be_purchased',
      `«${name}» no está disponible para la venta en este momento.`,
    ),
  outOfStock: (name: string) =>
    new StoreError(
      400,
      'cocart_product_out_of_stock',
      `No puedes añadir «${name}» al carrito porque está agotado.`,
    ),
  quantityInvalid: (max: number) =>
    new StoreError(
      400,
      'cocart_quantity_invalid',
      `La cantidad debe ser un número entero entre 1 y ${String(max)}.`,
    ),
  notEnoughInStock: (name: string, max: number) =>
    new StoreError(
      400,
      'cocart_not_enough_in_stock',
      `Solo quedan ${String(max)} unidades de «${name}». La cantidad debe ser un número entero entre 1 y ${String(max)}.`,
    ),
  notEnoughStockRemaining: (name: string, max: number, inCart: number) =>
    new StoreError(
      400,
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
  invalidSession: () =>
    new StoreError(
      401,
      'cocart_authentication_error',
      'Tu sesión no es válida o expiró. Inicia sesión de nuevo.',
    ),
};
