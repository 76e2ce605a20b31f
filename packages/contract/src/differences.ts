/**
 * Where the embedded store answers differently from WordPress + WooCommerce + CoCart on purpose.
 * A case that observes one of these gets `embedded` in one store and `real` in the other; any
 * other difference fails the contract. docs/real-woocommerce.md lists them with their reasons.
 */
export interface IntendedDifference {
  id: string;
  /** The case and the key of its observation that differ. */
  case: string;
  key: string;
  embedded: unknown;
  real: unknown;
  /** One line, in Spanish: what differs and why. */
  reason: string;
}

export const INTENDED_DIFFERENCES: readonly IntendedDifference[] = [
  {
    id: 'categoria-sin-categorizar',
    case: 'categorías: las del spec con sus ids y padres',
    key: 'others',
    embedded: [],
    real: ['uncategorized'],
    reason:
      'WooCommerce siempre tiene su categoría por defecto «Uncategorized» (no se puede borrar); la tienda embebida solo tiene las del spec, y la tienda muestra solo las de @vitrina/core.',
  },
  {
    id: 'cantidad-no-entera',
    case: 'carrito: cantidades que no son un número entero positivo',
    key: 'fraction',
    embedded: { status: 405, code: 'cocart_quantity_invalid_amount' },
    real: { status: 200, code: undefined },
    reason:
      'CoCart 4.3.6 acepta la cantidad "1.5" y guarda 1.5 unidades; la tienda embebida solo acepta cantidades enteras (F1): medio aire acondicionado no se vende.',
  },
  {
    id: 'total-del-cliente',
    case: 'pedidos: una línea con el total que manda el cliente',
    key: 'total',
    embedded: '49900.00',
    real: '1.00',
    reason:
      'wc/v3 guarda el total de línea que recibe (un aire de RD$49,900 queda en RD$1.00); la tienda embebida lo ignora y cobra el precio del catálogo (G2). Por eso la tienda calcula cada pedido en su servidor.',
  },
  {
    id: 'estado-del-pedido-nuevo',
    case: 'pedidos: la clave de escritura crea un pedido con los precios de la tienda',
    key: 'status',
    embedded: 'on-hold',
    real: 'pending',
    reason:
      'wc/v3 crea los pedidos «pending»; la tienda embebida aplica ya el estado de la pasarela (transferencia: «on-hold»), como el checkout de WooCommerce. Contra un WooCommerce real, quien crea el pedido fija su estado.',
  },
  {
    id: 'correo-como-se-escribio',
    case: 'tienda: el pedido que un invitado rastrea, leído por su número con la clave de la tienda',
    key: 'email',
    embedded: 'ana.rastreo@example.com',
    real: 'Ana.Rastreo@Example.com',
    reason:
      'WooCommerce guarda el correo de facturación tal como llega (sanitize_email no cambia mayúsculas); la tienda embebida lo guarda en minúsculas (EmailSchema de core, el mismo de las cuentas). La tienda hace sus pedidos con el correo ya en minúsculas y el rastreo compara sin distinguir mayúsculas (#29), así que el comprador no ve la diferencia.',
  },
  {
    id: 'coordenadas-como-texto',
    case: 'tienda: el pedido del checkout, leído, listado (también por su intento) y cancelado',
    key: 'coordinates',
    embedded: [18.4722, -69.9389],
    real: ['18.4722', '-69.9389'],
    reason:
      'WooCommerce guarda cada meta como texto y devuelve la latitud y la longitud del pedido como cadenas; la tienda embebida las guarda como números. La tienda no las vuelve a leer: son para el equipo de entrega.',
  },
  {
    id: 'pedido-sin-envio',
    case: 'pedidos: sin método de envío',
    key: 'status',
    embedded: 400,
    real: 201,
    reason:
      'La tienda embebida rechaza un pedido de productos sin método de envío (el checkout siempre elige uno); WooCommerce lo acepta sin envío.',
  },
  {
    id: 'pedido-sin-envio-codigo',
    case: 'pedidos: sin método de envío',
    key: 'code',
    embedded: 'rest_invalid_param',
    real: undefined,
    reason: 'El mismo caso: rest_invalid_param en la tienda embebida.',
  },
  {
    id: 'papelera-de-productos',
    case: 'webhooks: el ping al crearlos, y lo que llega al crear, cambiar y borrar un producto',
    key: 'trash',
    embedded: { status: 501, code: 'woocommerce_rest_trash_not_supported' },
    real: { status: 200, code: undefined },
    reason:
      'WooCommerce envía a la papelera un producto borrado sin force=true; la tienda embebida no tiene papelera y pide force=true.',
  },
  {
    id: 'webhook-de-borrado',
    case: 'webhooks: el ping al crearlos, y lo que llega al crear, cambiar y borrar un producto',
    key: 'deletedSentOn',
    embedded: 'force=true',
    real: 'papelera',
    reason:
      'WooCommerce 10 envía product.deleted al mandar un producto a la papelera y nada al borrarlo del todo (force=true); la embebida, sin papelera, lo envía con force=true. Un producto borrado del todo en WooCommerce sale de la caché de la tienda por su edad máxima.',
  },
];

/** The intended differences of one case. */
export function differencesOf(caseName: string): readonly IntendedDifference[] {
  return INTENDED_DIFFERENCES.filter((difference) => difference.case === caseName);
}
