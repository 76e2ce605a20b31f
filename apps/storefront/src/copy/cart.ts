import { isStoreApiError } from '@vitrina/api-client/errors';

/** Shopper-facing text of the cart, the mini-cart and the add buttons. */
export const cartCopy = {
  title: 'Carrito de compras',
  drawerTitle: 'Tu carrito',
  open: 'Ver carrito',
  close: 'Cerrar carrito',
  add: 'Agregar al carrito',
  /** A product with options is added from its own page, once they are chosen. */
  chooseOptions: 'Elegir opciones',
  /** The wishlist's button: adds the product and takes it off the list. */
  move: 'Mover al carrito',
  adding: 'Agregando…',
  soldOutLine: 'Se agotó. Quítalo del carrito para continuar con tu compra.',
  fewLeft: (units: number) => (units === 1 ? 'Queda 1' : `Quedan ${String(units)}`),
  shortLine: (units: number) =>
    units === 1
      ? 'Solo queda 1. Baja la cantidad para continuar con tu compra.'
      : `Solo quedan ${String(units)}. Baja la cantidad para continuar con tu compra.`,
  unavailable: 'No disponible',
  unavailableLine: 'Este producto ya no está a la venta. Quítalo del carrito para continuar.',
  unavailableLines: 'Productos que ya no están disponibles',
  holdUnavailable: (names: readonly string[]) =>
    `Para pagar, quita del carrito lo que ya no está disponible: ${names.map((name) => `«${name}»`).join(', ')}.`,
  holdSoldOut: (names: readonly string[]) =>
    `Para pagar, quita del carrito lo que se agotó: ${names.map((name) => `«${name}»`).join(', ')}.`,
  holdShort: (names: readonly string[]) =>
    `Para pagar, baja la cantidad de lo que ya no tenemos completo: ${names.map((name) => `«${name}»`).join(', ')}.`,
  orderAgain: 'Hacer el pedido de nuevo',
  orderAgainAdding: 'Agregando al carrito…',
  orderAgainFailed: 'No pudimos volver a poner tus productos en el carrito. Inténtalo de nuevo.',
  orderAgainMissing: (count: number) =>
    count === 1
      ? '1 producto de tu pedido ya no está disponible y no se agregó.'
      : `${String(count)} productos de tu pedido ya no están disponibles y no se agregaron.`,
  addedToast: (name: string) => `«${name}» se agregó a tu carrito.`,
  remove: 'Eliminar',
  removeLine: (name: string) => `Eliminar «${name}» del carrito`,
  quantityOf: (name: string) => `Cantidad de «${name}»`,
  unitPrice: 'Precio unitario',
  lineTotal: 'Total',
  subTotal: 'Subtotal',
  total: 'Total',
  updating: 'Actualizando…',
  savedWhenOnline: 'Se guardará cuando vuelvas a estar en línea.',
  checkout: 'Proceder al pago',
  financing: 'Págalo en cuotas: calcula tu financiamiento',
  viewCart: 'Ver carrito completo',
  keepShopping: 'Seguir comprando',
  clear: 'Vaciar carrito',
  clearTitle: '¿Vaciar el carrito?',
  clearBody: 'Se quitarán todos los productos de tu carrito. Esta acción no se puede deshacer.',
  clearConfirm: 'Sí, vaciar',
  cancel: 'Cancelar',
  emptyTitle: 'Tu carrito está vacío',
  emptyBody: 'Explora nuestras ofertas y categorías para encontrar lo que necesitas.',
  emptyOffers: 'Ver ofertas',
  emptyServices: 'Ver servicios',
  emptyHome: 'Ir al inicio',
  loadFailed: 'No pudimos cargar tu carrito.',
  stale: 'Puede estar desactualizado.',
  retry: 'Reintentar',
  loading: 'Cargando tu carrito…',
  recoverTitle: '¿Quieres recuperar los productos?',
  recoverBody: (count: number) =>
    count === 1
      ? 'Guardamos 1 producto de tu carrito anterior.'
      : `Guardamos ${String(count)} productos de tu carrito anterior.`,
  recover: 'Recuperar',
  discard: 'Descartar',
  installationTitle: '¿Necesitas instalación?',
  installationBody: (name: string) =>
    `Agrega la instalación profesional de tu «${name}» y te lo dejamos funcionando.`,
  installationAdd: (name: string, appliance: string) => `Agregar ${name} para «${appliance}»`,
  /** An installation's line, under the appliance it is attached to (issue 29). */
  installationFor: (appliance: string) => `Instalación para «${appliance}»`,
  /** An installation has no stepper: its quantity is its appliance's. */
  installationQuantity: (quantity: number) =>
    quantity === 1 ? '1 unidad, la de su equipo' : `${String(quantity)} unidades, las de su equipo`,
  removeInstallation: (name: string, appliance: string) =>
    `Eliminar «${name}» de «${appliance}» del carrito`,
  brand: 'Marca',
  lines: 'Productos en tu carrito',
  summary: 'Resumen del pedido',
  couponTitle: 'Cupón de descuento',
  couponLabel: 'Cupón',
  couponApply: 'Aplicar cupón',
  couponApplying: 'Aplicando…',
  couponsHeld: 'Cupones aplicados',
  couponHeld: (code: string) => `Cupón ${code.toUpperCase()} aplicado.`,
  couponRemove: 'Quitar',
  couponRemoveName: (code: string) => `Quitar cupón ${code.toUpperCase()}`,
  discount: (codes: readonly string[]) =>
    `Descuento ${codes.map((code) => code.toUpperCase()).join(', ')}`,
} as const;

/** What was being done when a cart write failed, for its message. */
export type CartWriteKind = 'add' | 'quantity' | 'remove' | 'clear';

function fallbackMessage(kind: CartWriteKind, name: string): string {
  switch (kind) {
    case 'add':
      return `No se pudo añadir «${name}» al carrito. Inténtalo de nuevo.`;
    case 'quantity':
      return `No se pudo actualizar la cantidad de «${name}». Inténtalo de nuevo.`;
    case 'remove':
      return `No se pudo eliminar «${name}» del carrito. Inténtalo de nuevo.`;
    case 'clear':
      return 'No se pudo vaciar el carrito. Inténtalo de nuevo.';
  }
}

/**
 * The toast for a refused cart write: the store's own message as is when it refused (spec §8,
 * R4), the wait when it asked for one (R21), else a Spanish retry message naming the product (R3).
 */
export function cartWriteFailureMessage(error: unknown, kind: CartWriteKind, name: string): string {
  if (isStoreApiError(error)) {
    if (error.status === 429)
      return `Demasiadas solicitudes. Espera ${String(error.retryAfter ?? 5)} segundos.`;
    if (error.status < 500 && error.code !== undefined) return error.message;
  }
  return fallbackMessage(kind, name);
}
