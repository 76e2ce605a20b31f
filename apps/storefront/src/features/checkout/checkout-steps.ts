import {
  BulkyDeliverySchema,
  CheckoutBillingAddressFormSchema,
  CheckoutContactSchema,
  CheckoutShippingAddressFormSchema,
  CheckoutStateSchema,
  deliverySchema,
  type CheckoutState,
} from '@vitrina/core';
import * as z from 'zod';
import type { PaymentOption, ShippingOption } from '../../lib/shop-api/checkout';

/** The steps of `/checkout`, in order; the review comes last, before placing. */
export const CHECKOUT_STEPS = [
  'contact',
  'fiscal',
  'address',
  'delivery',
  'payment',
  'review',
] as const;
/** One step of the checkout. */
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The step's name in the URL (`/checkout?paso=entrega`) and its heading. */
export const STEP_COPY: Readonly<Record<CheckoutStep, { slug: string; title: string }>> = {
  contact: { slug: 'contacto', title: 'Tus datos' },
  fiscal: { slug: 'comprobante', title: 'Comprobante fiscal' },
  address: { slug: 'direccion', title: 'Dirección' },
  delivery: { slug: 'entrega', title: 'Entrega' },
  payment: { slug: 'pago', title: 'Pago' },
  review: { slug: 'revision', title: 'Revisa tu pedido' },
};

/** The step a URL slug names, if any. */
export function stepFromSlug(slug: string | undefined): CheckoutStep | undefined {
  return CHECKOUT_STEPS.find((step) => STEP_COPY[step].slug === slug);
}

/**
 * What the checkout keeps while the shopper fills it, and what survives a reload: the spec's
 * checkout state plus the two choices it has no field for (the payment gateway and whether the
 * delivery address differs from the billing one) and the key of the order attempt in flight.
 */
export const CheckoutDraftSchema = CheckoutStateSchema.extend({
  payment_method: z.string().default(''),
  ship_to_different_address: z.boolean().default(false),
  attempt_key: z.string().nullable().default(null),
  /** Floor, elevator or stairs, who receives, haul-away: for the delivery crew (issue 17). */
  bulky_delivery: BulkyDeliverySchema.prefault({}),
});
/** The checkout's form data. */
export type CheckoutDraft = z.infer<typeof CheckoutDraftSchema>;

/** A change to the form: top-level fields, or some fields of one address. */
export type CheckoutPatch = Partial<
  Omit<CheckoutDraft, 'billing_address' | 'shipping_address'> & {
    billing_address: Partial<CheckoutState['billing_address']>;
    shipping_address: Partial<CheckoutState['shipping_address']>;
  }
>;

/** Applies a form change, merging address fields into the address they belong to. */
export function applyPatch(draft: CheckoutDraft, patch: CheckoutPatch): CheckoutDraft {
  const { billing_address, shipping_address, ...rest } = patch;
  return {
    ...draft,
    ...rest,
    billing_address: { ...draft.billing_address, ...billing_address },
    shipping_address: { ...draft.shipping_address, ...shipping_address },
  };
}

// The delivery options of a province and the store's gateways, as the shop server answers them.
export type { PaymentOption, ShippingOption };

/** WooCommerce's id of a shipping rate, `method_id:instance_id` (`flat_rate:1`): the draft's `method_id`. */
export function rateId(option: Pick<ShippingOption, 'method_id' | 'instance_id'>): string {
  return `${option.method_id}:${String(option.instance_id)}`;
}

/** The method and instance a rate id names. */
export function parseRateId(id: string): { method_id: string; instance_id: number } {
  const [method = '', instance = '0'] = id.split(':');
  return { method_id: method, instance_id: Number(instance) || 0 };
}

/** Field messages by dotted path (`billing_address.city`). */
export type FieldErrors = Readonly<Record<string, string>>;

/** What a step needs besides the form: what the store offers and today's date. */
export interface StepOptions {
  readonly shippingMethods: readonly ShippingOption[];
  readonly gateways: readonly PaymentOption[];
  readonly now: number;
}

function issuesOf(result: z.ZodSafeParseResult<unknown>, prefix = ''): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = `${prefix}${issue.path.map(String).join('.')}`;
    errors[path] ??= issue.message;
  }
  return errors;
}

const contactOf = (draft: CheckoutDraft, fiscal: boolean) => ({
  first_name: draft.first_name,
  last_name: draft.last_name,
  email: draft.email,
  phone: draft.phone,
  social_id: draft.social_id,
  passport: draft.passport,
  is_fiscal: fiscal && draft.is_fiscal,
  // An RNC typed and then given up (the box unticked) is not checked, nor sent.
  rnc: fiscal && draft.is_fiscal ? draft.rnc : '',
  trade_name: fiscal && draft.is_fiscal ? draft.trade_name : '',
});

/**
 * The billing address as the order carries it: the names the shopper gave in the contact step
 * unless the address has its own (the address step does not ask for them again).
 */
export function billingAddressOf(draft: CheckoutDraft): CheckoutState['billing_address'] {
  const billing = draft.billing_address;
  return {
    ...billing,
    first_name: billing.first_name || draft.first_name,
    last_name: billing.last_name || draft.last_name,
  };
}

/** Messages the checkout's own choices show. */
export const STEP_MESSAGES = {
  shippingMethod: 'Elige un método de envío.',
  paymentMethod: 'Elige un método de pago.',
  partialPayment: 'Este método de pago no admite abono.',
} as const;

/**
 * The field errors that keep the shopper on `step`; empty when the step is done. Every field
 * rule is `@vitrina/core`'s; the choices are checked against what the store offered.
 */
export function stepErrors(
  step: CheckoutStep,
  draft: CheckoutDraft,
  options: StepOptions,
): FieldErrors {
  switch (step) {
    case 'contact':
      return issuesOf(CheckoutContactSchema.safeParse(contactOf(draft, false)));
    case 'fiscal':
      return issuesOf(CheckoutContactSchema.safeParse(contactOf(draft, true)));
    case 'address':
      return {
        ...issuesOf(
          CheckoutBillingAddressFormSchema.safeParse(billingAddressOf(draft)),
          'billing_address.',
        ),
        ...(draft.ship_to_different_address
          ? issuesOf(
              CheckoutShippingAddressFormSchema.safeParse(draft.shipping_address),
              'shipping_address.',
            )
          : {}),
      };
    case 'delivery': {
      const errors = issuesOf(
        deliverySchema(options.now).safeParse({ date: draft.date, schedule: draft.schedule }),
      );
      const chosen = options.shippingMethods.some(
        (method) => rateId(method) === draft.shipping_address.method_id,
      );
      return chosen
        ? errors
        : { ...errors, 'shipping_address.method_id': STEP_MESSAGES.shippingMethod };
    }
    case 'payment': {
      const gateway = options.gateways.find((option) => option.id === draft.payment_method);
      if (!gateway) return { payment_method: STEP_MESSAGES.paymentMethod };
      return draft.isPartialPayment && !gateway.allows_partial_payment
        ? { isPartialPayment: STEP_MESSAGES.partialPayment }
        : {};
    }
    case 'review':
      return {};
  }
}

/**
 * The spec's `coupon` and `hasCoupon` from the codes the cart holds (the checkout's one source):
 * the codes joined by commas, which no code contains.
 */
export function couponFields(
  codes: readonly string[],
): Pick<CheckoutDraft, 'coupon' | 'hasCoupon'> {
  return { coupon: codes.join(','), hasCoupon: codes.length > 0 };
}

/** The coupon codes the order carries. */
export function couponCodes(draft: Pick<CheckoutDraft, 'coupon' | 'hasCoupon'>): string[] {
  return draft.hasCoupon ? draft.coupon.split(',').filter((code) => code !== '') : [];
}

/** The province the order is delivered to: the delivery address's, else the billing one's. */
export function deliveryProvince(draft: CheckoutDraft): string {
  return draft.ship_to_different_address
    ? draft.shipping_address.state
    : draft.billing_address.state;
}
