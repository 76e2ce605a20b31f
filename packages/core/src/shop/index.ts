// @vitrina/core/shop: the shop's identity and contact.

export {
  DEMO_SHOP_IDENTITY,
  SHOP_IDENTITY_LENGTHS,
  SHOP_IDENTITY_MESSAGES,
  ShopIdentityFieldsSchema,
  ShopIdentitySchema,
  parseShopHours,
  type ShopIdentity,
  type ShopIdentityFields,
} from './shop-identity.js';
export { formatPhone, PHONE_DISPLAY, whatsappGreeting, whatsappLink } from './shop-contact.js';
