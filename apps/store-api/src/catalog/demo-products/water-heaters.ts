import type { DemoBrand } from '../catalog-seed-taxonomies.js';
import type { DemoProduct } from './demo-product.js';

function heater(
  name: string,
  brand: DemoBrand,
  gallons: '6' | '10' | '20' | '30' | '40',
  price: number,
  stock: number,
  sale?: number,
): DemoProduct {
  return {
    name,
    brand,
    categories: [236],
    price,
    ...(sale ? { sale } : {}),
    stock,
    attributes: { pa_galones: gallons, pa_voltaje: '220 V' },
    summary: `${name} con capacidad de ${gallons} galones y termostato regulable.`,
    features: [
      'Tanque vitrificado anticorrosión',
      'Termostato ajustable',
      'Válvula de alivio de presión',
    ],
    weightKg: Number(gallons) * 1.2,
  };
}

/** Water heaters (236). */
export const waterHeaters: readonly DemoProduct[] = [
  heater('Calentador de agua eléctrico Rheem 40 galones', 'Rheem', '40', 28_900, 6),
  heater('Calentador de agua eléctrico Rheem 20 galones', 'Rheem', '20', 18_500, 8, 16_900),
  heater('Calentador de agua Whirlpool 30 galones', 'Whirlpool', '30', 23_900, 4),
  heater('Calentador de paso a gas Mabe 6 galones/min', 'Mabe', '6', 17_900, 5),
  heater('Calentador de agua Frigidaire 10 galones', 'Frigidaire', '10', 12_900, 0),
];
