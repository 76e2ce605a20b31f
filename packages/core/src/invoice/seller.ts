/**
 * The seller printed on every invoice (demo data: a real shop puts its DGII registration here).
 * The RNC passes core's check digit.
 */
export const SHOP_SELLER = {
  name: 'Vitrina Electrodomésticos, S.R.L.',
  rnc: '131246796',
  address: 'Av. Abraham Lincoln 1003, Piantini, Santo Domingo, República Dominicana',
  phone: '809-555-0100',
  email: 'facturacion@vitrina.do',
} as const;
