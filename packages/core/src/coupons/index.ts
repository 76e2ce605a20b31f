// @vitrina/core/coupons: the store's rules and refusals.

export {
  COUPON_LIMIT_REACHED,
  UNKNOWN_COUPON_CODE,
  checkCoupons,
  couponDroppedNotice,
  recheckCoupons,
  unknownCoupon,
  type Coupon,
  type CouponContext,
  type CouponRefusal,
} from './coupon-rules.js';
