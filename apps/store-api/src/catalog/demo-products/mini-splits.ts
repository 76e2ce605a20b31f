import { AIR_CONDITIONER_CATEGORY_ID } from '@vitrina/core';

import type { DemoBrand } from '../catalog-seed-taxonomies.js';
import type { DemoProduct } from './demo-product.js';

function miniSplit(
  brand: DemoBrand,
  btu: '9,000' | '12,000' | '18,000' | '24,000',
  seer: string,
  inverter: boolean,
  price: number,
  stock: number,
  sale?: number,
): DemoProduct {
  const kind = inverter ? 'inverter' : 'convencional';
  return {
    name: `Aire acondicionado mini split ${brand} ${kind} ${btu} BTU`,
    brand,
    categories: [AIR_CONDITIONER_CATEGORY_ID, 194],
    price,
    ...(sale ? { sale } : {}),
    stock,
    attributes: {
      pa_btu: `${btu} BTU`,
      pa_seer: seer,
      pa_inverter: inverter ? 'Sí' : 'No',
      pa_voltaje: btu === '9,000' || btu === '12,000' ? '110 V' : '220 V',
    },
    summary: `Mini split ${kind} de ${btu} BTU con SEER ${seer}, ideal para habitaciones ${
      btu === '9,000' || btu === '12,000' ? 'de hasta 20 m²' : 'y salas de hasta 35 m²'
    }.`,
    features: [
      inverter
        ? 'Compresor inverter: hasta 50 % menos consumo eléctrico'
        : 'Compresor rotativo confiable',
      'Control remoto con modo sueño y temporizador',
      'Filtro lavable antibacterial',
      'Refrigerante ecológico R-410A',
    ],
    weightKg: btu === '24,000' ? 48 : 36,
  };
}

/** Mini splits (category 194), first in the catalogue. */
export const miniSplits: readonly DemoProduct[] = [
  miniSplit('Carrier', '12,000', '20', true, 42_500, 14, 37_900),
  miniSplit('Carrier', '18,000', '20', true, 58_900, 8),
  miniSplit('Carrier', '24,000', '18', true, 72_400, 5),
  miniSplit('LG', '12,000', '22', true, 44_900, 12),
  miniSplit('LG', '18,000', '22', true, 61_500, 6, 55_900),
  miniSplit('LG', '24,000', '20', true, 78_900, 0),
  miniSplit('Samsung', '12,000', '20', true, 41_900, 10),
  miniSplit('Samsung', '24,000', '18', true, 74_500, 4, 68_500),
  miniSplit('Midea', '9,000', '16', false, 24_900, 20),
  miniSplit('Midea', '12,000', '18', true, 33_500, 18),
  miniSplit('Gree', '12,000', '16', false, 29_900, 9, 26_900),
  miniSplit('Gree', '18,000', '18', true, 49_900, 7),
  miniSplit('Daikin', '12,000', '25', true, 52_900, 3),
  miniSplit('TCL', '12,000', '16', true, 31_500, 15),
  miniSplit('Innovair', '9,000', '13', false, 21_900, 0),
];
