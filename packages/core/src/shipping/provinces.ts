/** The Dominican provinces by ISO 3166-2 code, as WooCommerce lists the states of `DO`. */
export const DOMINICAN_PROVINCES: Readonly<Record<string, string>> = {
  'DO-01': 'Distrito Nacional',
  'DO-02': 'Azua',
  'DO-03': 'Baoruco',
  'DO-04': 'Barahona',
  'DO-05': 'Dajabón',
  'DO-06': 'Duarte',
  'DO-07': 'Elías Piña',
  'DO-08': 'El Seibo',
  'DO-09': 'Espaillat',
  'DO-10': 'Independencia',
  'DO-11': 'La Altagracia',
  'DO-12': 'La Romana',
  'DO-13': 'La Vega',
  'DO-14': 'María Trinidad Sánchez',
  'DO-15': 'Monte Cristi',
  'DO-16': 'Pedernales',
  'DO-17': 'Peravia',
  'DO-18': 'Puerto Plata',
  'DO-19': 'Hermanas Mirabal',
  'DO-20': 'Samaná',
  'DO-21': 'San Cristóbal',
  'DO-22': 'San Juan',
  'DO-23': 'San Pedro de Macorís',
  'DO-24': 'Sánchez Ramírez',
  'DO-25': 'Santiago',
  'DO-26': 'Santiago Rodríguez',
  'DO-27': 'Valverde',
  'DO-28': 'Monseñor Nouel',
  'DO-29': 'Monte Plata',
  'DO-30': 'Hato Mayor',
  'DO-31': 'San José de Ocoa',
  'DO-32': 'Santo Domingo',
};

const fold = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

const BY_NAME = new Map(
  Object.entries(DOMINICAN_PROVINCES).map(([code, name]) => [fold(name), code]),
);

/** The province code of a `state` written as a code (`DO-25`, `25`) or a name (`Santiago`). */
export function provinceCode(state: string): string | undefined {
  const text = state.trim().toUpperCase();
  if (text in DOMINICAN_PROVINCES) return text;
  const numbered = `DO-${text.padStart(2, '0')}`;
  if (/^\d{1,2}$/.test(text) && numbered in DOMINICAN_PROVINCES) return numbered;
  return BY_NAME.get(fold(state));
}
