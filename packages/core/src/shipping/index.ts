// @vitrina/core/shipping: provinces, zones and quotes.

export { DOMINICAN_PROVINCES } from './provinces.js';
export {
  quoteShipping,
  shippingMethodId,
  zoneForProvince,
  type ShippingMethodId,
  type ShippingZoneRule,
} from './shipping-rules.js';
