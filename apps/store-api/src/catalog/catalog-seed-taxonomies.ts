/** Brands, sold as WooCommerce product tags. */
export const demoBrands = [
  'Carrier',
  'LG',
  'Samsung',
  'Midea',
  'Gree',
  'TCL',
  'Hisense',
  'Sony',
  'Mabe',
  'Whirlpool',
  'Daikin',
  'Frigidaire',
  'JBL',
  'Rheem',
  'Innovair',
  'Vitrina Servicios',
] as const;

/** A brand name of the demo catalogue. */
export type DemoBrand = (typeof demoBrands)[number];

/** Global product attributes and their terms. */
export const demoAttributes = [
  {
    id: 1,
    name: 'Capacidad (BTU)',
    slug: 'pa_btu',
    terms: [
      '9,000 BTU',
      '12,000 BTU',
      '18,000 BTU',
      '24,000 BTU',
      '36,000 BTU',
      '48,000 BTU',
      '60,000 BTU',
    ],
  },
  { id: 2, name: 'SEER', slug: 'pa_seer', terms: ['13', '16', '18', '20', '22', '25'] },
  { id: 3, name: 'Inverter', slug: 'pa_inverter', terms: ['Sí', 'No'] },
  {
    id: 4,
    name: 'Tamaño de pantalla',
    slug: 'pa_pantalla',
    terms: ['24"', '27"', '32"', '43"', '50"', '55"', '65"', '75"'],
  },
  { id: 5, name: 'Quemadores', slug: 'pa_quemadores', terms: ['4', '5', '6'] },
  { id: 6, name: 'Voltaje', slug: 'pa_voltaje', terms: ['110 V', '220 V'] },
  { id: 7, name: 'Capacidad (galones)', slug: 'pa_galones', terms: ['6', '10', '20', '30', '40'] },
] as const;

/** The slug of a demo attribute. */
export type DemoAttributeSlug = (typeof demoAttributes)[number]['slug'];
