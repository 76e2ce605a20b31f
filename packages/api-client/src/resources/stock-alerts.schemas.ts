import * as z from 'zod';

/**
 * The answer to a back-in-stock alert request (`POST vitrina/v1/stock-alerts`, 202): one Spanish
 * sentence, the same whether the address was already subscribed or not.
 */
export const StockAlertRequestedSchema = z.object({ message: z.string().min(1) });
export type StockAlertRequested = z.infer<typeof StockAlertRequestedSchema>;

/** The answer to a confirmation (`POST vitrina/v1/stock-alerts/confirm`, 200). */
export const StockAlertConfirmedSchema = z.object({
  message: z.string().min(1),
  product_id: z.number().int().positive(),
});
export type StockAlertConfirmed = z.infer<typeof StockAlertConfirmedSchema>;
