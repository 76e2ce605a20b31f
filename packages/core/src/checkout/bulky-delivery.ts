import * as z from 'zod';

/** How a bulky appliance gets from the truck to its place. */
export const BUILDING_ACCESS = ['planta_baja', 'ascensor', 'escaleras'] as const;
/** Ground floor, elevator or stairs. */
export type BuildingAccess = (typeof BUILDING_ACCESS)[number];

/** How each access reads to the shopper (the form's choices, the review, the confirmation). */
export const BUILDING_ACCESS_LABELS = {
  planta_baja: 'Planta baja',
  ascensor: 'Ascensor',
  escaleras: 'Escaleras',
} as const satisfies Record<BuildingAccess, string>;

/** Shown for a floor that is not a short text. */
export const FLOOR_MESSAGE = 'Escribe el piso con hasta 20 caracteres (por ejemplo «3» o «PH»).';

/**
 * What the delivery crew needs to know about a bulky delivery: the floor, elevator or stairs,
 * whether someone will be there to receive it, and whether to haul away the old unit.
 */
export const BulkyDeliverySchema = z.object({
  floor: z.string().trim().max(20, { error: FLOOR_MESSAGE }).default(''),
  access: z
    .enum(BUILDING_ACCESS, { error: 'Elige planta baja, ascensor o escaleras.' })
    .default('planta_baja'),
  someone_receives: z.boolean().default(true),
  haul_away: z.boolean().default(false),
});
/** The bulky-delivery details of an order. */
export type BulkyDelivery = z.infer<typeof BulkyDeliverySchema>;

/** The order meta keys the details travel under (WooCommerce `meta_data`). */
export const BULKY_DELIVERY_META = {
  floor: 'delivery_floor',
  access: 'delivery_access',
  someone_receives: 'delivery_someone_receives',
  haul_away: 'delivery_haul_away',
} as const satisfies Record<keyof BulkyDelivery, string>;

const YES = 'yes';

/** The details as order meta: text values, the flags as `yes`/`no`. */
export function bulkyDeliveryMeta(details: BulkyDelivery): Record<string, string> {
  return {
    [BULKY_DELIVERY_META.floor]: details.floor,
    [BULKY_DELIVERY_META.access]: details.access,
    [BULKY_DELIVERY_META.someone_receives]: details.someone_receives ? YES : 'no',
    [BULKY_DELIVERY_META.haul_away]: details.haul_away ? YES : 'no',
  };
}

/**
 * The details an order keeps in its meta, read back with `text` (a key's value, `''` when
 * absent); `null` for an order placed without them or whose meta was edited into something else.
 */
export function readBulkyDeliveryMeta(text: (key: string) => string): BulkyDelivery | null {
  const access = text(BULKY_DELIVERY_META.access);
  if (access === '') return null;
  const parsed = BulkyDeliverySchema.safeParse({
    floor: text(BULKY_DELIVERY_META.floor),
    access,
    someone_receives: text(BULKY_DELIVERY_META.someone_receives) === YES,
    haul_away: text(BULKY_DELIVERY_META.haul_away) === YES,
  });
  return parsed.success ? parsed.data : null;
}
