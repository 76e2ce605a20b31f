// @vitrina/core/order: status labels, refunds, payments, changes, mails, idempotency keys.

export { IDEMPOTENCY_KEY_PATTERN, newIdempotencyKey } from './idempotency-key.js';
export { ORDER_STATUS_LABELS, UNKNOWN_ORDER_STATUS_LABEL, orderStatusLabel } from './order.js';
export { listedRefundCents, refundableCents, refundedInFull } from './refunds.js';
export {
  OFFLINE_GATEWAYS,
  offlineOrderStatus,
  paymentOutcome,
  paysOnGatewayPage,
  type PaymentOutcome,
} from './payment.js';
export { amountPaid, paidOrderStatus, VOIDED_ORDER_STATUSES } from './paid.js';
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
} from './order-changes.js';
export {
  amountDue,
  minutesLeftToPay,
  PAYABLE_ORDER_STATUSES,
  PAYMENT_REMINDER_SHARE_OF_HOLD,
  paymentDueOnline,
  paymentReminderAt,
} from './pay-later.js';
export {
  fillMailText,
  ORDER_MAIL_ACTIONS,
  orderMailAction,
  SHOP_ORDER_MAILS,
  shopSignature,
  type ShopOrderMailId,
} from './order-mails.js';
