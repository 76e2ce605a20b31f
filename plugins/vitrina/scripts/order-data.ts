import { fileURLToPath } from 'node:url';

import {
  OFFLINE_GATEWAYS,
  ORDER_MAIL_ACTIONS,
  ORDER_STATUS_LABELS,
  PAYABLE_ORDER_STATUSES,
  PAYMENT_REMINDER_SHARE_OF_HOLD,
  SHOP_ORDER_MAILS,
} from '@vitrina/core/order';

/** Where the plugin reads core's order data from (includes/OrderData.php). */
export const ORDER_JSON = fileURLToPath(new URL('../data/orders.json', import.meta.url));

/**
 * What the plugin's order mails and payments take from @vitrina/core, so both stores write the
 * same mails and take the same payments: the shop's own mails (their copy and placeholders), the
 * words of the button every order mail ends with, the gateways never paid online and the
 * statuses that are, when the one reminder
 * goes out, and the Spanish names of the statuses the plugin adds.
 */
export function orderJson(): string {
  const data = {
    mails: SHOP_ORDER_MAILS,
    actions: ORDER_MAIL_ACTIONS,
    offlineGateways: OFFLINE_GATEWAYS,
    payableStatuses: PAYABLE_ORDER_STATUSES,
    reminderShareOfHold: PAYMENT_REMINDER_SHARE_OF_HOLD,
    statusLabels: ORDER_STATUS_LABELS,
  };
  return `${JSON.stringify(data, null, 2)}\n`;
}
