import type { DemoBrand } from '../catalog-seed-taxonomies.js';
import type { DemoProduct } from './demo-product.js';

function stove(
  brand: DemoBrand,
  burners: '4' | '5' | '6',
  detail: string,
  price: number,
  stock: number,
  sale?: number,
): DemoProduct {
  return {
    name: `Estufa ${brand} de ${burners} quemadores ${detail}`,
    brand,
    categories: [338],
    price,
    ...(sale ? { sale } : {}),
    stock,
    attributes: { pa_quemadores: burners, pa_voltaje: '110 V' },
    summary: `Estufa a gas de ${burners} quemadores ${detail}, con horno y encendido electrónico.`,
    features: [
      'Encendido electrónico en quemadores y horno',
      'Parrillas de hierro fundido',
      'Horno con luz y ventana panorámica',
      'Válvula de seguridad de gas',
    ],
    weightKg: 45,
  };
}

/** Stoves, cooktops (338) and a built-in oven (339). */
export const kitchen: readonly DemoProduct[] = [
  stove('Mabe', '4', 'de 20 pulgadas', 21_900, 10, 19_500),
  stove('Mabe', '6', 'de 30 pulgadas con grill', 46_900, 4),
  stove('Whirlpool', '4', 'en acero inoxidable', 27_900, 6),
  stove('Whirlpool', '5', 'con horno de convección', 44_500, 3),
  stove('Frigidaire', '4', 'de 24 pulgadas', 24_500, 0),
  stove('Samsung', '5', 'con air fry', 58_900, 2),
  {
    name: 'Tope de cocina Mabe a gas de 4 quemadores',
    brand: 'Mabe',
    categories: [338],
    price: 15_900,
    stock: 6,
    attributes: { pa_quemadores: '4' },
    summary: 'Tope de empotrar en vidrio templado con 4 quemadores.',
    features: ['Vidrio templado', 'Encendido electrónico', 'Quemador de alta potencia'],
    weightKg: 12,
  },
  {
    name: 'Horno de empotrar Whirlpool eléctrico 60 cm',
    brand: 'Whirlpool',
    categories: [339],
    price: 38_900,
    sale: 34_900,
    stock: 3,
    attributes: { pa_voltaje: '220 V' },
    summary: 'Horno eléctrico de empotrar con convección y 8 funciones.',
    features: ['Convección 3D', 'Limpieza por vapor', 'Puerta de triple vidrio'],
    weightKg: 30,
  },
  {
    name: 'Tope de inducción Samsung de 4 zonas',
    brand: 'Samsung',
    categories: [338],
    price: 32_500,
    stock: 2,
    attributes: { pa_quemadores: '4', pa_voltaje: '220 V' },
    summary: 'Tope de inducción con control táctil y función boost.',
    features: ['4 zonas de inducción', 'Función boost', 'Bloqueo para niños'],
    weightKg: 10,
  },
];
