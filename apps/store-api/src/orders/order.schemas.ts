import {
  ADDRESS_MESSAGES,
  BulkyDeliverySchema,
  CartQuantitySchema,
  CHECKOUT_MESSAGES,
  DEFAULT_SCHEDULE,
  DELIVERY_SCHEDULES,
  DELIVERY_MESSAGE,
  DeliveryScheduleSchema,
  FIELD_MESSAGES,
  LatitudeSchema,
  LongitudeSchema,
  optionalField,
  OptionalCedulaSchema,
  OptionalPassportSchema,
  OptionalRncSchema,
  optionalText,
  parseWooPrice,
  pesosToCents,
  PHONE_MESSAGE,
  ReferenceSchema,
  SectorSchema,
  TradeNameSchema,
} from '@vitrina/core';
import { z } from 'zod';

import { BillingAddressSchema, ShippingAddressSchema } from '../customers/address.schemas.js';

const required = (message: string) => (value: string) => value !== '' || message;

const productId = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^\d{1,10}$/)
        .transform(Number),
    ],
    {
      error: 'El producto no existe.',
    },
  )
  .pipe(z.number().int().positive({ error: 'El producto no existe.' }));

/** A price the shopper saw, as WooCommerce writes prices (`"25999.00"`) or a number. */
const seenPrice = z.union([
  z.number().nonnegative().max(1e9).transform(pesosToCents),
  z
    .string()
    .regex(/^\d{1,9}(?:\.\d{1,2})?$/)
    .transform((value) => parseWooPrice(value) ?? 0),
]);

/** A coordinate within `bounds`, as a number or as WooCommerce keeps meta, in text. */
const coordinate = (bounds: z.ZodType<number, number>) =>
  z
    .union([
      z.number(),
      z
        .string()
        .regex(/^-?\d{1,3}(?:\.\d+)?$/)
        .transform(Number),
    ])
    .pipe(bounds);

/** A yes-or-no meta, as a boolean or in any of the spellings WordPress writes one. */
const metaFlag = z.union([z.boolean(), z.enum(['0', '1', 'true', 'false', 'yes', 'no'])]);

/** Meta entries an order may carry (spec §3 checkout state); any other key is dropped. */
const ORDER_META_SCHEMAS = {
  social_id: OptionalCedulaSchema,
  passport: OptionalPassportSchema,
  rnc: OptionalRncSchema,
  trade_name: TradeNameSchema,
  is_fiscal: metaFlag,
  is_partial_payment: metaFlag,
  delivery_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: DELIVERY_MESSAGE }),
  schedule: DeliveryScheduleSchema,
  latitude: coordinate(LatitudeSchema.removeDefault().unwrap()),
  longitude: coordinate(LongitudeSchema.removeDefault().unwrap()),
  sector: optionalField(SectorSchema),
  reference: ReferenceSchema,
  // Bulky-delivery details for the crew: floor, elevator or stairs, who receives, haul-away.
  delivery_floor: BulkyDeliverySchema.shape.floor.removeDefault(),
  delivery_access: BulkyDeliverySchema.shape.access.removeDefault(),
  delivery_someone_receives: z.enum(['yes', 'no']),
  delivery_haul_away: z.enum(['yes', 'no']),
  // The shop server's order attempt and request fingerprint (SHA-256 hex): how it finds an order
  // it already made before making another, on any WooCommerce (H1).
  _vitrina_attempt: z.string().regex(/^[0-9a-f]{64}$/),
  _vitrina_request: z.string().regex(/^[0-9a-f]{64}$/),
} as const;

type OrderMetaKey = keyof typeof ORDER_META_SCHEMAS;

function isOrderMetaKey(key: string): key is OrderMetaKey {
  return Object.hasOwn(ORDER_META_SCHEMAS, key);
}

const truthy = (value: unknown): boolean =>
  value === true || value === '1' || value === 'true' || value === 'yes';

const MetaSchema = z
  .array(z.object({ key: z.string().max(64), value: z.unknown() }))
  .max(40)
  .default([])
  .transform((entries, context) => {
    const meta: Partial<Record<OrderMetaKey, unknown>> = {};
    for (const entry of entries) {
      if (!isOrderMetaKey(entry.key)) continue;
      const parsed = ORDER_META_SCHEMAS[entry.key].safeParse(entry.value);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          context.issues.push({
            code: 'custom',
            message: issue.message,
            input: entry.value,
            path: [entry.key],
          });
        }
        return z.NEVER;
      }
      meta[entry.key] = parsed.data;
    }
    return {
      social_id: typeof meta.social_id === 'string' ? meta.social_id : '',
      passport: typeof meta.passport === 'string' ? meta.passport : '',
      rnc: typeof meta.rnc === 'string' ? meta.rnc : '',
      trade_name: typeof meta.trade_name === 'string' ? meta.trade_name : '',
      is_fiscal: truthy(meta.is_fiscal),
      is_partial_payment: truthy(meta.is_partial_payment),
      delivery_date: typeof meta.delivery_date === 'string' ? meta.delivery_date : '',
      schedule:
        DELIVERY_SCHEDULES.find((schedule) => schedule === meta.schedule) ?? DEFAULT_SCHEDULE,
      latitude: typeof meta.latitude === 'number' ? meta.latitude : null,
      longitude: typeof meta.longitude === 'number' ? meta.longitude : null,
      sector: typeof meta.sector === 'string' ? meta.sector : '',
      reference: typeof meta.reference === 'string' ? meta.reference : '',
      delivery_floor: typeof meta.delivery_floor === 'string' ? meta.delivery_floor : '',
      delivery_access: typeof meta.delivery_access === 'string' ? meta.delivery_access : '',
      delivery_someone_receives:
        typeof meta.delivery_someone_receives === 'string' ? meta.delivery_someone_receives : '',
      delivery_haul_away:
        typeof meta.delivery_haul_away === 'string' ? meta.delivery_haul_away : '',
      _vitrina_attempt: typeof meta._vitrina_attempt === 'string' ? meta._vitrina_attempt : '',
      _vitrina_request: typeof meta._vitrina_request === 'string' ? meta._vitrina_request : '',
    };
  })
  .superRefine((meta, context) => {
    if (meta.is_fiscal && meta.rnc === '') {
      context.addIssue({
        code: 'custom',
        path: ['rnc'],
        message: CHECKOUT_MESSAGES.fiscalRnc,
      });
    }
    if (meta.is_fiscal && meta.trade_name === '') {
      context.addIssue({
        code: 'custom',
        path: ['trade_name'],
        message: CHECKOUT_MESSAGES.fiscalTradeName,
      });
    }
  });

/**
 * `POST /wc/v3/orders` (read_write key). The store reads what to buy, where, how and for whom
 * (`customer_id`, which the shop server takes from the verified token); it never reads an amount
 * it would charge (`total`, `discount_total`, a shipping line's `total`, `set_paid`,
 * `partial_amount`: G2, G9, E3). A line's `price`, when sent, is the
 * price the shopper saw; if the catalogue's differs the order is refused with `price_changed` (D4).
 */
export const OrderCreateSchema = z.object({
  payment_method: z
    .string({ error: 'Elige un método de pago.' })
    .min(1, { error: 'Elige un método de pago.' })
    .max(64),
  customer_id: z.number().int().nonnegative().optional(),
  customer_note: optionalText({
    max: 500,
    tooLong: 'La nota no puede tener más de 500 caracteres.',
    multiline: true,
  }),
  billing: BillingAddressSchema.superRefine((billing, context) => {
    const checks: [keyof typeof billing, string][] = [
      ['first_name', FIELD_MESSAGES.firstName],
      ['last_name', FIELD_MESSAGES.lastName],
      ['email', FIELD_MESSAGES.email],
      ['phone', PHONE_MESSAGE],
      ['address_1', ADDRESS_MESSAGES.address],
      ['city', ADDRESS_MESSAGES.city],
      ['state', ADDRESS_MESSAGES.state],
    ];
    for (const [field, message] of checks) {
      const verdict = required(message)(billing[field]);
      if (verdict !== true) context.addIssue({ code: 'custom', path: [field], message: verdict });
    }
  }),
  shipping: ShippingAddressSchema.optional(),
  line_items: z
    .array(
      z.object({
        product_id: productId,
        /** A variation of `product_id` (issue 29); 0 or absent for a simple product. */
        variation_id: z.number().int().min(0).optional(),
        quantity: CartQuantitySchema,
        price: seenPrice.optional(),
      }),
      {
        error: 'Tu pedido no tiene productos.',
      },
    )
    .min(1, { error: 'Tu pedido no tiene productos.' })
    .max(50, { error: 'Un pedido admite hasta 50 productos distintos.' }),
  shipping_lines: z
    .array(
      z.object({
        method_id: z.string().max(64),
        instance_id: z
          .union([
            z.number().int(),
            z
              .string()
              .regex(/^\d{1,10}$/)
              .transform(Number),
          ])
          .optional(),
      }),
      { error: 'Elige un método de envío.' },
    )
    .min(1, { error: 'Elige un método de envío.' })
    .max(1, { error: 'Elige un solo método de envío.' }),
  coupon_lines: z
    .array(z.object({ code: z.string().max(200) }))
    .max(5)
    .default([]),
  meta_data: MetaSchema,
});
export type OrderCreate = z.infer<typeof OrderCreateSchema>;

/** `PUT /wc/v3/orders/{id}`: the only change a shopper may make is cancelling an unpaid order. */
export const OrderUpdateSchema = z.object({
  status: z.literal('cancelled', { error: 'Solo puedes cancelar el pedido.' }),
});

/** `PUT orders/:id` that moves an unpaid order to another gateway (issue 24). */
export const PaymentChangeSchema = z.object({
  payment_method: z.string().min(1).max(64),
  payment_method_title: z.string().max(200).optional(),
  status: z.enum(['pending', 'on-hold', 'processing']).optional(),
});
