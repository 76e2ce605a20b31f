import type { DemoProduct } from './demo-product.js';

function service(
  name: string,
  category: 200 | 202 | 204 | 203,
  price: number,
  summary: string,
  features: string[],
  sale?: number,
): DemoProduct {
  return {
    name,
    brand: 'Vitrina Servicios',
    categories: [category],
    price,
    ...(sale ? { sale } : {}),
    stock: null,
    attributes: {},
    summary,
    features,
  };
}

/** Installation, diagnosis, maintenance and removal services (200, 202, 203, 204): no stock. */
export const services: readonly DemoProduct[] = [
  service(
    'Instalación básica de mini split 9,000 a 12,000 BTU',
    200,
    4_500,
    'Instalación de mini split de hasta 12,000 BTU con hasta 3 metros de tubería.',
    [
      'Técnico certificado',
      'Hasta 3 m de tubería de cobre',
      'Prueba de funcionamiento',
      'Garantía de 6 meses en la instalación',
    ],
  ),
  service(
    'Instalación básica de mini split 18,000 a 24,000 BTU',
    200,
    6_500,
    'Instalación de mini split de 18,000 a 24,000 BTU con hasta 3 metros de tubería.',
    [
      'Técnico certificado',
      'Hasta 3 m de tubería de cobre',
      'Soporte de condensadora',
      'Garantía de 6 meses',
    ],
    5_900,
  ),
  service(
    'Instalación básica de aire piso techo o cassette',
    200,
    12_500,
    'Instalación de equipos piso techo o cassette de hasta 60,000 BTU.',
    [
      'Equipo de dos técnicos',
      'Hasta 5 m de tubería',
      'Prueba de presión con nitrógeno',
      'Garantía de 6 meses',
    ],
  ),
  service(
    'Instalación de televisor en pared',
    200,
    2_500,
    'Montaje de televisor de hasta 75 pulgadas en pared, con ocultación básica de cables.',
    ['Soporte no incluido', 'Nivelación y fijación segura', 'Configuración inicial del televisor'],
  ),
  service(
    'Diagnóstico y evaluación de aire acondicionado',
    202,
    1_500,
    'Visita técnica para diagnosticar fallas y evaluar el estado del equipo.',
    [
      'Revisión eléctrica y de refrigerante',
      'Informe con recomendaciones',
      'Se descuenta de la reparación',
    ],
  ),
  service(
    'Evaluación técnica para proyecto de climatización',
    202,
    3_500,
    'Levantamiento del espacio y cálculo de carga térmica para elegir el equipo correcto.',
    ['Cálculo de BTU por ambiente', 'Propuesta de equipos', 'Visita en Santo Domingo y Santiago'],
  ),
  service(
    'Mantenimiento preventivo de mini split',
    203,
    2_500,
    'Limpieza profunda de evaporadora y condensadora, revisión de presión y drenaje.',
    [
      'Lavado con bomba de presión',
      'Limpieza de filtros y serpentín',
      'Revisión de gas refrigerante',
    ],
    2_200,
  ),
  service(
    'Mantenimiento de aire piso techo o cassette',
    203,
    4_500,
    'Mantenimiento completo de equipos comerciales piso techo o cassette.',
    ['Lavado de serpentines', 'Limpieza de bandeja de drenaje', 'Medición de amperaje'],
  ),
  service(
    'Plan anual de mantenimiento (4 visitas)',
    203,
    8_900,
    'Cuatro mantenimientos preventivos al año para un equipo mini split.',
    ['Una visita cada tres meses', 'Prioridad en averías', '10 % de descuento en piezas'],
  ),
  service(
    'Desinstalación de mini split',
    204,
    2_000,
    'Retiro seguro de mini split con recuperación del gas refrigerante.',
    ['Recuperación de refrigerante', 'Sellado de tuberías', 'Equipo listo para reinstalar'],
  ),
  service(
    'Desinstalación de aire piso techo o cassette',
    204,
    4_000,
    'Retiro de equipos comerciales con recuperación del refrigerante.',
    ['Equipo de dos técnicos', 'Recuperación de refrigerante', 'Protección del área de trabajo'],
  ),
];
