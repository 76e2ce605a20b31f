import * as z from 'zod';

/** How a bulky appliance gets from the truck to its place. */
export const BUILDING_ACCESS = ['', 'ascensor', 'escaleras'] as const;
/** Elevator or stairs (`''`: ground floor or not said). */
export type BuildingAccess = (typeof BUILDING_ACCESS)[number];

/** Shown for a floor that is not a short text. */
export const FLOOR_MESSAGE = 'Escribe el piso con hasta 20 caracteres (por ejemplo «3» o «PH»).';

/**
 * What the delivery crew needs to know about a bulky delivery: the floor, elevator or stairs,
 * whether someone will be there to receive it, and whether to haul away the old unit.
 */
export const BulkyDeliverySchema = z.object({
  floor: z.string().trim().max(20, { error: FLOOR_MESSAGE }).default(''),
  access: z.enum(BUILDING_ACCESS, { error: 'Elige ascensor o escaleras.' }).default(''),
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
