import * as z from 'zod';
import { WcSettingSchema } from './shared.schemas.js';

/**
 * A WooCommerce v3 payment gateway (`wc/v3/payment_gateways`); `order` is `""` when unset. Its
 * `settings` hold the shop's own too: `partial_payment` (`yes` when it takes a deposit, G9) and
 * the bank transfer's `instructions`.
 */
export const WcPaymentGatewaySchema = z.looseObject({
  id: z.string(),
  title: z.string().default(''),
  description: z.string().default(''),
  order: z.union([z.number(), z.string()]).optional(),
  enabled: z.boolean(),
  method_title: z.string().default(''),
  method_description: z.string().default(''),
  settings: z.record(z.string(), WcSettingSchema).default({}),
});
export type WcPaymentGateway = z.infer<typeof WcPaymentGatewaySchema>;
