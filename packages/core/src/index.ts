// The one public entry of @vitrina/core. Every export is listed by name: no `export *`.

// Errors
export { hasErrorName } from './errors/has-error-name.js';

// Money
export { CentsSchema } from './money/cents-schema.js';
export {
  centsToDecimal,
  centsToPesos,
  parseMinorUnits,
  parseWooPrice,
  pesosToCents,
  type Cents,
} from './money/cents.js';
export { formatCount, formatMoney, formatOneDecimal } from './money/format.js';
export { ITBIS_RATE_PERCENT, itbisFromTotal } from './money/itbis.js';

// Dominican ids
export { formatCedula } from './ids/cedula.js';
export { formatRnc } from './ids/rnc.js';
export { CEDULA_MESSAGE } from './ids/cedula.js';
export { PASSPORT_MESSAGE } from './ids/passport.js';
export { RNC_MESSAGE } from './ids/rnc.js';
export { PHONE_MESSAGE } from './ids/phone.js';

// Forms
export {
  CONTROL_CHARACTERS_MESSAGE,
  INVALID_VALUE_MESSAGE,
  optionalField,
  optionalText,
} from './forms/text.js';
export {
  CompanySchema,
  EMAIL_MAX_LENGTH,
  EmailSchema,
  FIELD_LENGTHS,
  FIELD_MESSAGES,
  FIELD_PATTERNS,
  FirstNameSchema,
  LastNameSchema,
  OptionalCedulaSchema,
  OptionalPassportSchema,
  OptionalPhoneSchema,
  OptionalRncSchema,
  TradeNameSchema,
} from './forms/fields.js';
export { commonPasswordList } from './forms/common-passwords.js';
export { MAILBOX_RULES, mailboxKey } from './forms/mailbox.js';
export {
  ADDRESS_CONFIRMATION,
  AddressConfirmationSchema,
  heldSignInMessage,
  type AddressConfirmation,
} from './forms/address-confirmation.js';
export {
  CURRENT_PASSWORD_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './forms/password-policy.js';
export { PASSWORD_MESSAGES } from './forms/password.js';
export { ACCOUNT_LIMITS, LOGIN_THROTTLE, type RateLimit } from './account/account-limits.js';
export {
  ChangePasswordSchema,
  ProfileUpdateSchema,
  RESET_LINK_MESSAGE,
  ResetPasswordQuerySchema,
  ResetPasswordRequestSchema,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
  type RegistrationPayload,
  type ResetPasswordQuery,
  type SignIn,
} from './forms/account.js';
export {
  ADDRESS_MESSAGES,
  AddressLineSchema,
  CheckoutBillingAddressFormSchema,
  CheckoutShippingAddressFormSchema,
  CitySchema,
  CountrySchema,
  CustomerAddressFormSchema,
  LatitudeSchema,
  LongitudeSchema,
  PostcodeSchema,
  ProvinceSchema,
  ReferenceSchema,
  SectorSchema,
  type CheckoutBillingAddressForm,
  type CheckoutShippingAddressForm,
  type CustomerAddressForm,
} from './forms/address.js';
export {
  CONTACT_LENGTHS,
  CONTACT_LIMIT,
  CONTACT_MESSAGES,
  CONTACT_SUBJECTS,
  ContactMessageSchema,
  contactWaitMessage,
  type ContactMessage,
} from './forms/contact.js';
export { CHECKOUT_MESSAGES, CheckoutContactSchema } from './forms/checkout-contact.js';
export {
  STOCK_ALERT_CONFIRM_PATH,
  STOCK_ALERT_LIMITS,
  STOCK_ALERT_MESSAGES,
  StockAlertConfirmSchema,
  StockAlertRequestSchema,
  stockAlertWaitMessage,
} from './stock-alerts/stock-alert.js';

// Catalogue
export {
  AIR_CONDITIONER_CATEGORY_ID,
  isAirConditioner,
  BASIC_INSTALLATION_CATEGORY_ID,
  CATEGORIES,
  categoryBySlugPath,
  categoryPath,
  categoryTrail,
  childCategories,
  getCategory,
  isCategoryId,
  isServiceCategory,
  rootCategories,
  type CategoryIconKey,
  type CategoryId,
} from './catalog/categories.js';
export {
  ProductSchema,
  StockStatusSchema,
  type Product,
  type ProductImage,
  type StockStatus,
} from './product/product.js';
export {
  isProductOnSale,
  payablePrice,
  productHref,
  type ProductSummary,
} from './product/product-summary.js';

// Search
export { searchWords, skuKey } from './search/search-words.js';
export { readQuery, type QueryWord } from './search/search-query.js';
export { synonymGroupOf } from './search/synonyms.js';

// Cart
export { LineOptionSchema, type CartItem } from './cart/cart-item-schema.js';
export {
  cartLineTitle,
  lineOptionsText,
  orderLineTitle,
  type LineOption,
} from './cart/line-options.js';
export { effectiveUnitPrice, toCartItem, type CartProductInput } from './cart/cart-item.js';
export { toCartTotals, type CartState, type ToastStatus } from './cart/cart-state.js';
export { CartQuantitySchema, MAX_LINE_QUANTITY } from './cart/quantity.js';
export { mergeCartLines, type MergeableLine } from './cart/cart-merge.js';
export {
  applianceKeyOf,
  attachableAppliance,
  INSTALLATION_CODES,
  INSTALLATION_FOR,
  INSTALLATION_MESSAGES,
  installationItemData,
  keysRemovedWith,
  mayTieOnto,
  nestInstallations,
  quantityChange,
  type TiedLine,
} from './cart/installation-lines.js';
export { GUEST_CART_KEY_PATTERN, isGuestCartKey, newGuestCartKey } from './cart/cart-key.js';
export {
  checkoutHold,
  exceedsStock,
  unitsLeftToTell,
  toUnavailableLine,
  type CheckoutHold,
  type UnavailableLine,
} from './cart/cart-availability.js';
export { localCartToReAdd, parseLocalCart, reAddItem, type LocalCart } from './cart/local-cart.js';

// Constants and browser storage
export { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from './constants/store.js';
export {
  DATE_PICKER_WIDE_SCREEN_MIN_PX,
  ERROR_TOAST_TITLE,
  PAYLOAD_PRELOAD_DELAY_MS,
  RELOAD_GUARD_MS,
  ROUTE_PRELOAD_CONCURRENCY,
  SUCCESS_TOAST_TITLE,
} from './constants/ui.js';
export {
  MAPS_DEFAULT_CENTER,
  MAPS_DEFAULT_LIBRARIES,
  MAPS_LANGUAGE,
  MAPS_REGION,
  MAPS_RETRIES,
  MAPS_VERSION,
  mapsRetryDelayMs,
} from './constants/maps.js';
export {
  DEMO_SHOP_IDENTITY,
  SHOP_IDENTITY_LENGTHS,
  SHOP_IDENTITY_MESSAGES,
  ShopIdentityFieldsSchema,
  ShopIdentitySchema,
  parseShopHours,
  type ShopIdentity,
  type ShopIdentityFields,
} from './shop/shop-identity.js';
export { formatPhone, PHONE_DISPLAY, whatsappGreeting, whatsappLink } from './shop/shop-contact.js';
export { LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from './storage/storage-keys.js';

// Wishlist
export {
  WISHLIST_META_KEY,
  mergeWishlists,
  readStoredWishlist,
  removeFromWishlist,
  storedWishlist,
  toggleInWishlist,
  type Wishlist,
} from './wishlist/wishlist.js';
export { WishlistSchema, readWishlistMeta, toWishlistMeta } from './wishlist/wishlist-schema.js';
export { truncateTitle } from './seo/truncate-title.js';

// Account, checkout, orders, cashback
export { IDEMPOTENCY_KEY_PATTERN, newIdempotencyKey } from './order/idempotency-key.js';
export {
  CUSTOMER_META_KEYS,
  CustomerAddressSchema,
  CustomerSchema,
  readCustomerMeta,
  toCustomer,
  toCustomerMetaData,
  type Customer,
  type CustomerAddress,
  type CustomerMeta,
  type CustomerMetaKey,
} from './account/customer.js';
export { CheckoutStateSchema, type CheckoutState } from './checkout/checkout-state.js';
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
} from './checkout/delivery.js';
export { DeliveryScheduleSchema, deliverySchema } from './checkout/delivery-schema.js';
export {
  BUILDING_ACCESS,
  BUILDING_ACCESS_LABELS,
  BULKY_DELIVERY_META,
  bulkyDeliveryMeta,
  readBulkyDeliveryMeta,
  BulkyDeliverySchema,
  type BuildingAccess,
  type BulkyDelivery,
} from './checkout/bulky-delivery.js';
export { DOMINICAN_HOLIDAYS, holidayOn } from './delivery/holidays.js';
export { byDispatchOrder } from './delivery/dispatch.js';
export {
  DELIVERY_ZONES,
  SAME_DAY_CUTOFF_HOUR,
  SAME_DAY_NOTICE_HOURS,
  INSTALLATION_SAME_DAY,
  INSTALLATION_SCHEDULE_META,
  SLOT_CREWS,
  SLOT_RULES,
  SLOT_SERVICES,
  SLOT_CREWS_LABELS,
  addDays,
  checkSlot,
  crewsOf,
  deliveryZoneForProvince,
  formatSlotDate,
  installationScheduleFor,
  nextFreeSlot,
  slotCalendar,
  slotServiceFor,
  slotVisits,
  type BookedCount,
  type DeliveryZone,
  type SlotService,
} from './delivery/slots.js';
export { SLOT_MESSAGES } from './delivery/slot-messages.js';
export {
  CREDIT_NOTE_NCF_TYPE,
  NCF_MAX_SEQUENCE,
  NCF_META,
  NCF_TYPES,
  NCF_VOIDING_STATUSES,
  formatNcf,
  ncfTypeFor,
  ncfVoided,
  parseNcf,
  type NcfType,
} from './invoice/ncf.js';
export {
  NCF_LOW_PERCENT,
  NCF_LOW_WARNING,
  NCF_RANGE_MESSAGES,
  NCF_REFUSAL_MESSAGES,
  NcfRangeSchema,
  ncfLowWarning,
  ncfRangeInputSchema,
  ncfRefusal,
  ncfSequenceStatus,
  nextNcfSequence,
  type NcfRange,
  type NcfSequenceStatus,
} from './invoice/ncf-range.js';
export { invoiceSeller } from './invoice/seller.js';
export { COUPON_CODE_MESSAGE, COUPON_CODE_PATTERN, CouponCodeSchema } from './checkout/coupon.js';
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
} from './coupons/coupon-rules.js';
export { computeOrderTotals, type OrderTotals } from './money/order-totals.js';
export { depositCents } from './money/deposit.js';
export { DOMINICAN_PROVINCES } from './shipping/provinces.js';
export {
  quoteShipping,
  shippingMethodId,
  zoneForProvince,
  type ShippingMethodId,
  type ShippingZoneRule,
} from './shipping/shipping-rules.js';
export {
  ORDER_STATUS_LABELS,
  UNKNOWN_ORDER_STATUS_LABEL,
  orderStatusLabel,
} from './order/order.js';
export { listedRefundCents, refundableCents, refundedInFull } from './order/refunds.js';
export {
  OFFLINE_GATEWAYS,
  offlineOrderStatus,
  paymentOutcome,
  paysOnGatewayPage,
  type PaymentOutcome,
} from './order/payment.js';
export { amountPaid, paidOrderStatus, VOIDED_ORDER_STATUSES } from './order/paid.js';
export {
  CANCELLED_BY_CUSTOMER,
  CANCELLED_BY_META,
  ORDER_CHANGE_HOURS,
  ORDER_CHANGE_MESSAGES,
  OUT_FOR_DELIVERY_STATUS,
  SHOPPER_CHANGEABLE_STATUSES,
  cancelVerdict,
  changeClosedMessage,
  formatChangeDeadline,
  orderChangeDeadline,
  rescheduleVerdict,
  rescheduledNote,
  type OrderChangeVerdict,
} from './order/order-changes.js';
export {
  amountDue,
  minutesLeftToPay,
  PAYABLE_ORDER_STATUSES,
  PAYMENT_REMINDER_SHARE_OF_HOLD,
  paymentDueOnline,
  paymentReminderAt,
} from './order/pay-later.js';
export {
  fillMailText,
  ORDER_MAIL_ACTIONS,
  orderMailAction,
  SHOP_ORDER_MAILS,
  shopSignature,
  type ShopOrderMailId,
} from './order/order-mails.js';
export { activeCashback, cashbackReturn, type CashbackOffer } from './cashback/cashback.js';
export { readCashbackOffer } from './cashback/cashback-entry.js';

// Calculators
export { BTU_MESSAGES, calculateBtu } from './calculators/btu.js';
export {
  FINANCING_MESSAGES,
  calculateFinancing,
  type FinancingInput,
} from './calculators/financing.js';
export { FINANCING_FROM_PLAN, instalmentFrom } from './calculators/instalment.js';
export { FINANCING_OFFERS, quoteOffers } from './calculators/financing-plans.js';
export { FinancingFormSchema } from './calculators/financing-form.js';
export { BtuFormSchema, type BtuRequest } from './calculators/btu-form.js';
export { monthlyEnergyCost, type EnergyEstimate } from './calculators/energy.js';
export { btuCapacityOf, seerOf } from './calculators/ac-attributes.js';
export { installationFor } from './calculators/installation-match.js';

// Routes
export {
  MIDDLEWARE_NAMES,
  ROUTES,
  buildPath,
  categoryHref,
  type LayoutName,
  type MiddlewareName,
  type RouteDefinition,
  type RouteName,
} from './routes/route-table.js';
export { defineMiddlewareRegistry, isUnknownMiddlewareError } from './routes/middleware.js';
