// @vitrina/core/checkout: its state, the delivery date and schedule, bulky delivery, coupon codes.

export { CheckoutStateSchema, type CheckoutState } from './checkout-state.js';
export {
  DEFAULT_SCHEDULE,
  DELIVERY_MESSAGE,
  DELIVERY_SCHEDULES,
  MAX_DELIVERY_DAYS_AHEAD,
  SHOP_TIME_ZONE,
  deliveryWindow,
  isDeliveryDateAllowed,
  shopDate,
  type DeliverySchedule,
} from './delivery.js';
export { DeliveryScheduleSchema, deliverySchema } from './delivery-schema.js';
export {
  BUILDING_ACCESS,
  BUILDING_ACCESS_LABELS,
  BULKY_DELIVERY_META,
  bulkyDeliveryMeta,
  readBulkyDeliveryMeta,
  BulkyDeliverySchema,
  type BuildingAccess,
  type BulkyDelivery,
} from './bulky-delivery.js';
export { COUPON_CODE_MESSAGE, COUPON_CODE_PATTERN, CouponCodeSchema } from './coupon.js';
