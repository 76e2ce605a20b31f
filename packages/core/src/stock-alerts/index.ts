// @vitrina/core/stock-alerts: «Avísame cuando llegue».

export {
  STOCK_ALERT_CONFIRM_PATH,
  STOCK_ALERT_LIMITS,
  STOCK_ALERT_MESSAGES,
  StockAlertConfirmSchema,
  StockAlertRequestSchema,
  stockAlertWaitMessage,
} from './stock-alert.js';
