import type { DemoBrand } from '../catalog-seed-taxonomies.js';
import type { DemoProduct } from './demo-product.js';

function tv(
  brand: DemoBrand,
  inches: '32' | '43' | '50' | '55' | '65' | '75',
  panel: string,
  price: number,
  stock: number,
  sale?: number,
): DemoProduct {
  return {
    name: `Televisor ${brand} ${panel} ${inches}" Smart TV`,
    brand,
    categories: [210, 211],
    price,
    ...(sale ? { sale } : {}),
    stock,
    attributes: { pa_pantalla: `${inches}"`, pa_voltaje: '110 V' },
    summary: `Smart TV ${panel} de ${inches} pulgadas con aplicaciones, control por voz y HDR.`,
    features: [
      inches === '32' ? 'Resolución HD' : 'Resolución 4K UHD con HDR10',
      'Wi-Fi, Bluetooth y 3 puertos HDMI',
      'Netflix, YouTube y Prime Video integrados',
      'Montaje en pared VESA incluido',
    ],
    weightKg: Number(inches) / 4,
  };
}

function monitor(
  brand: DemoBrand,
  inches: '24' | '27',
  detail: string,
  price: number,
  stock: number,
  sale?: number,
): DemoProduct {
  return {
    name: `Monitor ${brand} ${inches}" ${detail}`,
    brand,
    categories: [210, 212],
    price,
    ...(sale ? { sale } : {}),
    stock,
    attributes: { pa_pantalla: `${inches}"` },
    summary: `Monitor de ${inches} pulgadas ${detail} para trabajo y entretenimiento.`,
    features: [
      'Panel IPS con colores precisos',
      'Conexiones HDMI y DisplayPort',
      'Modo de luz azul reducida',
    ],
    weightKg: 5,
  };
}

/** Televisions (211) and monitors (212). */
export const tvsAndMonitors: readonly DemoProduct[] = [
  tv('Samsung', '55', 'Crystal UHD', 36_900, 10, 32_900),
  tv('Samsung', '65', 'QLED', 68_500, 5),
  tv('LG', '55', 'OLED', 89_900, 3),
  tv('LG', '43', 'UHD', 24_900, 12),
  tv('TCL', '32', 'HD Android', 12_900, 20, 10_990),
  tv('TCL', '50', 'QLED Google TV', 27_500, 9),
  tv('Hisense', '55', 'ULED', 33_900, 7),
  tv('Hisense', '75', 'UHD', 79_900, 2, 72_900),
  tv('Sony', '65', 'Bravia XR OLED', 158_000, 2),
  tv('Sony', '50', 'Bravia 4K', 46_900, 0),
  monitor('Samsung', '24', 'Full HD 75 Hz', 9_500, 15),
  monitor('LG', '27', 'UltraGear 144 Hz', 18_900, 6, 16_500),
  monitor('LG', '24', 'Full HD IPS', 8_900, 10),
  monitor('Samsung', '27', 'curvo QHD', 21_500, 4),
];
