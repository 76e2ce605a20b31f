import { INSTALLATION_CODES, INSTALLATION_MESSAGES } from '@vitrina/core';

import { StoreError } from '../http/errors.js';

/**
 * CoCart's error answers, with the codes and statuses CoCart 4.3.6 answers on a real WooCommerce
 * (measured by the contract suite, packages/contract) and Spanish messages the storefront can
 * show as they are.
 */
export const cartErrors = {
  /** WordPress's answer to a required parameter left out. */
  missingParam: (name: 'id' | 'quantity') =>
    new StoreError(400, 'rest_missing_callback_param', `Falta el parámetro: ${name}.`, {
      data: { params: [name] },
    }),
  /** WordPress's answer to a parameter of the wrong type (CoCart wants strings). */
  invalidParam: (name: 'id' | 'quantity' | 'item_data') =>
    new StoreError(400, 'rest_invalid_param', `Parámetro no válido: ${name}.`, {
      data: { params: { [name]: `${name} no es válido.` } },
    }),
  unknownProductId: () =>
    new StoreError(404, 'cocart_unknown_product_id', 'El producto no existe.'),
  invalidProduct: () =>
    new StoreError(400, 'cocart_invalid_product', 'Este producto no se puede añadir al carrito.'),
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
  /** Below 1, above what may be bought, or (here only, F1) not written as a whole number. */
  quantityBelowMinimum: () =>
    new StoreError(405, 'cocart_quantity_invalid_amount', 'La cantidad mínima es 1.'),
  quantityAboveMaximum: (max: number) =>
    new StoreError(405, 'cocart_quantity_invalid_amount', `La cantidad máxima es ${String(max)}.`),
  quantityNotWhole: () =>
    new StoreError(405, 'cocart_quantity_invalid_amount', 'La cantidad debe ser un número entero.'),
  notEnoughStockRemaining: (name: string, max: number, inCart: number) =>
    new StoreError(
      404,
      'cocart_not_enough_stock_remaining',
      `No puedes añadir esa cantidad de «${name}»: el máximo es ${String(max)} y ya tienes ${String(inCart)} en tu carrito.`,
    ),
  /** An attached installation set to a quantity of its own (issue 29; core's rule). */
  installationQuantityFollows: () =>
    new StoreError(
      400,
      INSTALLATION_CODES.quantityFollowsAppliance,
      INSTALLATION_MESSAGES.quantityFollowsAppliance,
    ),
  /** An installation added for a line the cart does not hold (or one that is itself attached). */
  installationApplianceMissing: () =>
    new StoreError(
      404,
      INSTALLATION_CODES.applianceNotInCart,
      INSTALLATION_MESSAGES.applianceNotInCart,
    ),
  /** Goods tied to a line as its installation, or a service tied to a service (core's tie). */
  installationNotAService: () =>
    new StoreError(400, INSTALLATION_CODES.notAService, INSTALLATION_MESSAGES.notAService),
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
