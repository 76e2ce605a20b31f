import * as z from 'zod';

/** A WooCommerce v3 payment gateway (`wc/v3/payment_gateways`); `order` is `""` when unset. */
export const WcPaymentGatewaySchema = z.looseObject({
  id: z.string(),
  title: z.string().default(''),
  description: z.string().default(''),
  order: z.union([z.number(), z.string()]).optional(),
  enabled: z.boolean(),
  method_title: z.string().default(''),
  method_description: z.string().default(''),
});
export type WcPaymentGateway = z.infer<typeof WcPaymentGatewaySchema>;
