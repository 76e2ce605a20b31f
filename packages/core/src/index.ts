// The one public entry of @vitrina/core. Every export is listed by name: no `export *`.

// Errors
export { hasErrorName } from './errors/has-error-name.js';

// Money
export { CentsSchema } from './money/cents-schema.js';
export {
  InvalidAmountError,
  centsToDecimal,
  centsToPesos,
  isInvalidAmountError,
  parseMinorUnits,
  parseWooPrice,
  pesosToCents,
  type Cents,
} from './money/cents.js';
export { formatMoney } from './money/format.js';
export { computeTotals, type Totals, type TotalsLineInput } from './money/totals.js';
export {
  ITBIS_RATE_PERCENT,
  itbisFromBase,
  itbisFromTotal,
  type ItbisBreakdown,
} from './money/itbis.js';

// Dominican ids
export {
  CEDULA_MESSAGE,
  CedulaSchema,
  formatCedula,
  isValidCedula,
  maskCedula,
} from './ids/cedula.js';
export { RNC_MESSAGE, RncSchema, formatRnc, isValidRnc, maskRnc } from './ids/rnc.js';
export {
  DOMINICAN_AREA_CODES,
  PHONE_MESSAGE,
  PhoneSchema,
  formatPhone,
  toE164Phone,
} from './ids/phone.js';
export { PASSPORT_MESSAGE, PassportSchema } from './ids/passport.js';

// Forms
export {
  CONTROL_CHARACTERS_MESSAGE,
  INVALID_VALUE_MESSAGE,
  codePointLength,
  hasControlCharacters,
  optionalField,
  optionalText,
  requiredText,
  type TextFieldRules,
} from './forms/text.js';
export {
  CompanySchema,
  EMAIL_MAX_LENGTH,
  EmailSchema,
  FIELD_MESSAGES,
  FirstNameSchema,
  LastNameSchema,
  OptionalCedulaSchema,
  OptionalPassportSchema,
  OptionalPhoneSchema,
  OptionalRncSchema,
  TradeNameSchema,
} from './forms/fields.js';
export {
  CurrentPasswordSchema,
  NewPasswordSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
} from './forms/password.js';
export { commonPasswordList, isCommonPassword } from './forms/common-passwords.js';
export {
  ChangePasswordSchema,
  ProfileUpdateSchema,
  RESET_LINK_MESSAGE,
  ResetPasswordQuerySchema,
  ResetPasswordRequestSchema,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
  type ChangePassword,
  type ProfileUpdate,
  type RegistrationPayload,
  type ResetPassword,
  type ResetPasswordQuery,
  type ResetPasswordRequest,
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
  SHOP_COUNTRY,
  SectorSchema,
  type CheckoutBillingAddressForm,
  type CheckoutShippingAddressForm,
  type CustomerAddressForm,
} from './forms/address.js';
export {
  CONTACT_MESSAGES,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_SUBJECTS,
  ContactMessageSchema,
  type ContactMessage,
} from './forms/contact.js';
export {
  CHECKOUT_MESSAGES,
  CheckoutContactSchema,
  type CheckoutContact,
} from './forms/checkout-contact.js';

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
  type Category,
  type CategoryIconKey,
  type CategoryId,
  type CategoryKind,
} from './catalog/categories.js';
export {
  ProductImageSchema,
  ProductSchema,
  StockStatusSchema,
  type Product,
  type ProductImage,
  type StockStatus,
} from './product/product.js';
export { payablePrice, productHref, type ProductSummary } from './product/product-summary.js';

// Cart
export {
  CartItemSchema,
  CartItemTypeSchema,
  type CartItem,
  type CartItemType,
} from './cart/cart-item-schema.js';
export {
  cartItemType,
  effectiveUnitPrice,
  toCartItem,
  type CartLineInput,
  type CartProductInput,
} from './cart/cart-item.js';
export {
  EMPTY_CART_STATE,
  toCartTotals,
  type CartState,
  type CartTotalsInput,
  type ToastStatus,
} from './cart/cart-state.js';
export { CartQuantitySchema, MAX_LINE_QUANTITY, quantityMessage } from './cart/quantity.js';
export { mergeCartLines, type MergeableLine, type PurchaseLimit } from './cart/cart-merge.js';
export {
  GUEST_CART_KEY_LENGTH,
  GUEST_CART_KEY_MAX_LENGTH,
  GUEST_CART_KEY_PATTERN,
  isGuestCartKey,
  newGuestCartKey,
} from './cart/cart-key.js';
export {
  checkoutHold,
  exceedsStock,
  FEW_UNITS_LEFT,
  unitsLeftToTell,
  toUnavailableLine,
  type CheckoutHold,
  type UnavailableLine,
} from './cart/cart-availability.js';
export {
  LocalCartEntrySchema,
  LocalCartSchema,
  localCartToReAdd,
  parseLocalCart,
  type LocalCart,
  type LocalCartEntry,
  type ReAddEntry,
  type StoreCartLineInput,
} from './cart/local-cart.js';

// Constants and browser storage
export { STORE_API_VERSION, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from './constants/store.js';
export {
  BREAKPOINTS,
  DATE_PICKER_WIDE_SCREEN_MIN_PX,
  ERROR_TOAST_TITLE,
  PAYLOAD_PRELOAD_DELAY_MS,
  RELOAD_GUARD_MS,
  ROUTE_PRELOAD_CONCURRENCY,
  SUCCESS_TOAST_TITLE,
  VIEWPORT_COOKIE_MAX_AGE_DAYS,
  VIEWPORT_COOKIE_SAME_SITE,
  type Breakpoint,
} from './constants/ui.js';
export {
  MAPS_DEFAULT_CENTER,
  MAPS_DEFAULT_LIBRARIES,
  MAPS_LANGUAGE,
  MAPS_REGION,
  MAPS_RETRIES,
  MAPS_RETRY_BASE_DELAY_MS,
  MAPS_VERSION,
  mapsRetryDelayMs,
} from './constants/maps.js';
export { SHOP_CONTACT, WHATSAPP_GREETING, whatsappLink } from './constants/shop.js';
export { LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from './storage/storage-keys.js';
export {
  StoredCartKeySchema,
  StoredOrderIdSchema,
  StoredOrderKeySchema,
  StoredTokenSchema,
} from './storage/stored-values.js';
export { STRUCTURED_DATA_TITLE_MAX, truncateTitle } from './seo/truncate-title.js';

// Account, checkout, orders, cashback
export {
  IDEMPOTENCY_KEY_PATTERN,
  isIdempotencyKey,
  newIdempotencyKey,
} from './order/idempotency-key.js';
export {
  CUSTOMER_ADDRESS_FIELDS,
  CUSTOMER_META_KEYS,
  CustomerAddressSchema,
  CustomerSchema,
  EMPTY_CUSTOMER_ADDRESS,
  SIGNED_OUT_USER_STATE,
  UserSchema,
  readCustomerMeta,
  toCustomer,
  toCustomerMetaData,
  toUser,
  type Customer,
  type CustomerAddress,
  type CustomerInput,
  type CustomerMeta,
  type CustomerMetaKey,
  type MetaEntryInput,
  type User,
  type UserState,
} from './account/customer.js';
export {
  CheckoutBillingAddressSchema,
  CheckoutShippingAddressSchema,
  CheckoutStateSchema,
  DEFAULT_METHOD_COST,
  createCheckoutState,
  type CheckoutBillingAddress,
  type CheckoutShippingAddress,
  type CheckoutState,
} from './checkout/checkout-state.js';
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
  FLOOR_MESSAGE,
  type BuildingAccess,
  type BulkyDelivery,
} from './checkout/bulky-delivery.js';
export { DOMINICAN_HOLIDAYS, holidayOn } from './delivery/holidays.js';
export {
  DELIVERY_ZONES,
  SAME_DAY_CUTOFF_HOUR,
  SAME_DAY_NOTICE_HOURS,
  SLOT_RULES,
  SLOT_SERVICES,
  addDays,
  checkSlot,
  deliveryZoneForProvince,
  formatSlotDate,
  nextFreeSlot,
  slotCalendar,
  slotDay,
  slotServiceFor,
  type BookedCount,
  type DeliveryZone,
  type FreeSlot,
  type SlotDay,
  type SlotQuery,
  type SlotService,
  type SlotUnavailableReason,
  type SlotVerdict,
  type SlotWindow,
  type SlotWindowRule,
  type ZoneSlotRule,
} from './delivery/slots.js';
export {
  NCF_MAX_SEQUENCE,
  NCF_TYPES,
  formatNcf,
  ncfTypeFor,
  parseNcf,
  type NcfType,
} from './invoice/ncf.js';
export { SHOP_SELLER } from './invoice/seller.js';
export {
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODE_MESSAGE,
  CouponCodeSchema,
} from './checkout/coupon.js';
export {
  COUPON_LIMIT_REACHED,
  COUPON_USER_LIMIT_REACHED,
  UNKNOWN_COUPON_CODE,
  checkCoupons,
  couponDroppedNotice,
  recheckCoupons,
  unknownCoupon,
  type Coupon,
  type CouponContext,
  type CouponRefusal,
  type DroppedCoupon,
} from './coupons/coupon-rules.js';
export {
  computeOrderTotals,
  type DiscountRule,
  type LineTotals,
  type OrderTotals,
  type PricedLine,
} from './money/order-totals.js';
export { allocateProportionally } from './money/allocate.js';
export { depositCents } from './money/deposit.js';
export { DOMINICAN_PROVINCES, provinceCode } from './shipping/provinces.js';
export {
  REST_OF_WORLD_ZONE_ID,
  SHIPPING_METHOD_IDS,
  quoteShipping,
  shippingMethodId,
  zoneForProvince,
  type ShippingMethodId,
  type ShippingMethodRule,
  type ShippingQuote,
  type ShippingZoneRule,
} from './shipping/shipping-rules.js';
export {
  ORDER_STATUS_LABELS,
  OrderLineSchema,
  OrderSchema,
  OrderStatusSchema,
  isPaidOrderStatus,
  type Order,
  type OrderLine,
  type OrderStatus,
} from './order/order.js';
export {
  OFFLINE_GATEWAYS,
  offlineOrderStatus,
  paymentOutcome,
  paysOnGatewayPage,
  type PaymentOutcome,
} from './order/payment.js';
export { activeCashback, cashbackReturn, type CashbackOffer } from './cashback/cashback.js';
export {
  CashbackEntrySchema,
  readCashbackOffer,
  type CashbackEntry,
} from './cashback/cashback-entry.js';

// Calculators
export {
  BTU_MESSAGES,
  BtuInputSchema,
  CAPACITY_TOLERANCE,
  STANDARD_CAPACITIES,
  SunExposureSchema,
  calculateBtu,
  type BtuInput,
  type BtuResult,
  type StandardCapacity,
  type SunExposure,
} from './calculators/btu.js';
export {
  FINANCING_MESSAGES,
  FinancingInputSchema,
  calculateFinancing,
  type AmortizationRow,
  type FinancingInput,
  type FinancingPlan,
} from './calculators/financing.js';
export {
  FINANCING_FROM_PLAN,
  instalmentFrom,
  monthlyInstalment,
} from './calculators/instalment.js';
export {
  FINANCING_OFFERS,
  quoteOffers,
  type FinancingOffer,
  type OfferQuote,
} from './calculators/financing-plans.js';
export { FinancingFormSchema, type FinancingForm } from './calculators/financing-form.js';
export { BtuFormSchema, type BtuForm, type BtuRequest } from './calculators/btu-form.js';
export {
  DEFAULT_HOURS_PER_DAY,
  DEFAULT_KWH_PRICE,
  monthlyEnergyCost,
  type EnergyEstimate,
} from './calculators/energy.js';
export { btuCapacityOf, seerOf, type AttributeInput } from './calculators/ac-attributes.js';
export { capacityRangeOf, installationFor } from './calculators/installation-match.js';
export { readDecimal, readPesos } from './calculators/form-numbers.js';

// Routes
export {
  LAYOUT_NAMES,
  MIDDLEWARE_NAMES,
  REDIRECTS,
  ROUTES,
  buildPath,
  categoryHref,
  type LayoutName,
  type MiddlewareName,
  type RouteDefinition,
  type RouteName,
  type RouteParams,
  type RoutePath,
} from './routes/route-table.js';
export {
  UnknownMiddlewareError,
  defineMiddlewareRegistry,
  isMiddlewareName,
  isUnknownMiddlewareError,
  type MiddlewareRegistry,
} from './routes/middleware.js';
