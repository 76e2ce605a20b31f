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
];

/** The intended differences of one case. */
export function differencesOf(caseName: string): readonly IntendedDifference[] {
  return INTENDED_DIFFERENCES.filter((difference) => difference.case === caseName);
}
