/**
 * Another shop's whole identity in the shop server's environment (decision 015): a shop in
 * production (https `PUBLIC_URL`) starts only with a real seller RNC, and with it the store is
 * not asked.
 */
export const OTHER_SHOP_ENV = {
  SHOP_NAME: 'Frío Caribe',
  SHOP_STREET: 'Calle del Sol 42, Los Jardines',
  SHOP_CITY: 'Santiago de los Caballeros',
  SHOP_HOURS: 'Lunes a sábado: 8:00 a. m. a 7:00 p. m.; Domingos: 9:00 a. m. a 1:00 p. m.',
  SHOP_PHONE: '829-555-0111',
  SHOP_EMAIL: 'ventas@friocaribe.do',
  SHOP_WHATSAPP: '849-555-0122',
  SHOP_LOCATION: '19.4517,-70.6970',
  SELLER_NAME: 'Frío Caribe Climatización, S.R.L.',
  SELLER_RNC: '1-01-85004-3',
} as const;
