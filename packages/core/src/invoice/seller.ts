import { SHOP_CONTACT } from '../constants/shop.js';

/**
 * The seller printed on every invoice: the company's legal name and DGII registration (demo
 * data; the RNC passes core's check digit) at the shop's own address and phone.
 */
export const SHOP_SELLER = {
  name: 'Vitrina Electrodomésticos, S.R.L.',
  rnc: '131246796',
  address: `${SHOP_CONTACT.street}, ${SHOP_CONTACT.city}`,
  phone: SHOP_CONTACT.phone,
  email: SHOP_CONTACT.email,
} as const;
