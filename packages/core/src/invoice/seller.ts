import { formatRnc } from '../ids/rnc.js';
import { formatPhone } from '../shop/shop-contact.js';
import type { ShopIdentity } from '../shop/shop-identity.js';

/**
 * The seller every invoice prints: the company's legal name and DGII registration (RNC as DGII
 * prints it) at the shop's own address, phone and e-mail.
 */
export function invoiceSeller(shop: ShopIdentity) {
  return {
    name: shop.seller_name,
    rnc: formatRnc(shop.seller_rnc),
    address: `${shop.street}, ${shop.city}`,
    phone: formatPhone(shop.phone),
    email: shop.email,
  };
}
