import * as z from 'zod';

/** Capacities air conditioners are sold in, in BTU/h. */
export const STANDARD_CAPACITIES = [9000, 12_000, 18_000, 24_000, 36_000, 48_000, 60_000] as const;
/** One of the standard capacities. */
type StandardCapacity = (typeof STANDARD_CAPACITIES)[number];

/** How much direct sun the room gets. */
export const SunExposureSchema = z.enum(['shaded', 'normal', 'sunny']);
/** How much direct sun the room gets. */
export type SunExposure = z.infer<typeof SunExposureSchema>;

/** Spanish messages of the calculator form. */
export const BTU_MESSAGES = {
  area: 'Escribe el área del cuarto, de 1 a 500 m².',
  height: 'Escribe la altura del techo, de 2 a 6 m.',
  occupants: 'Escribe cuántas personas usan el cuarto, de 0 a 50.',
  length: 'Escribe el largo del cuarto, de 1 a 50 m.',
  width: 'Escribe el ancho del cuarto, de 1 a 50 m.',
  areaOrSides: 'Escribe el largo y el ancho del cuarto, o su área.',
  hours: 'Escribe cuántas horas al día lo usarás, de 1 a 24.',
  kwhPrice: 'Escribe el precio del kWh, de RD$1 a RD$100.',
} as const;

/** The calculator's inputs: room area (m²), ceiling height (m), sun, occupants, kitchen. */
export const BtuInputSchema = z.object({
  areaM2: z
    .number({ error: BTU_MESSAGES.area })
    .min(1, { error: BTU_MESSAGES.area })
    .max(500, { error: BTU_MESSAGES.area }),
  ceilingHeightM: z
    .number({ error: BTU_MESSAGES.height })
    .min(2, { error: BTU_MESSAGES.height })
    .max(6, { error: BTU_MESSAGES.height })
    .default(2.5),
  sunExposure: SunExposureSchema.default('normal'),
  occupants: z
    .number({ error: BTU_MESSAGES.occupants })
    .int({ error: BTU_MESSAGES.occupants })
    .min(0, { error: BTU_MESSAGES.occupants })
    .max(50, { error: BTU_MESSAGES.occupants }),
  isKitchen: z.boolean().default(false),
});
/** The calculator's inputs, as typed (height, sun and kitchen may be left out). */
export type BtuInput = z.input<typeof BtuInputSchema>;

/** The calculator's answer. */
export interface BtuResult {
  /** Cooling the room needs, in BTU/h, rounded up to the next 100. */
  readonly btuPerHour: number;
  /**
   * The nearest standard capacity that does the job: the smallest one reaching at least 95 % of
   * the need. A unit a few percent short still holds the room, while going a size up oversizes
   * it, and ENERGY STAR warns an oversized unit cools too fast to remove the humidity (which, in
   * Santo Domingo, is most of the comfort). `null` when even 60,000 BTU/h falls short: more than
   * one unit or a central system, which an advisor should size.
   */
  readonly capacity: StandardCapacity | null;
}

// The formula, and where it comes from:
//   BTU/h = 230 × volume (m³) × sun factor + 476 × occupants + 4,000 if a kitchen.
// - 230 BTU/h per m³ of room and 476 BTU/h per person is the volume rule Latin-American
//   installers and retailers publish for hot climates (476 BTU/h ≈ 140 W, the sensible plus
//   latent heat of a seated adult in ASHRAE's occupancy tables). Using volume, not floor area,
//   lets a high ceiling count.
// - The sun and kitchen adjustments are ENERGY STAR's room air-conditioner sizing guidance:
//   "If the room is heavily shaded, reduce capacity by 10 percent. If the room is very sunny,
//   increase capacity by 10 percent… If the unit is used in a kitchen, increase capacity by
//   4,000 BTUs." The sun changes what comes through walls and windows, so it scales the room
//   term only.
const BTU_PER_M3 = 230;
const BTU_PER_OCCUPANT = 476;
const KITCHEN_BTU = 4000;
const SUN_FACTORS: Readonly<Record<SunExposure, number>> = { shaded: 0.9, normal: 1, sunny: 1.1 };
/** Share of the need a standard capacity must reach to be chosen. */
export const CAPACITY_TOLERANCE = 0.95;

/**
 * Sizes an air conditioner for a room (the calculator page): the BTU/h needed and the standard
 * capacity to buy. Throws zod's error for inputs outside the form's bounds.
 */
export function calculateBtu(input: BtuInput): BtuResult {
  const { areaM2, ceilingHeightM, sunExposure, occupants, isKitchen } = BtuInputSchema.parse(input);
  const load =
    BTU_PER_M3 * areaM2 * ceilingHeightM * SUN_FACTORS[sunExposure] +
    BTU_PER_OCCUPANT * occupants +
    (isKitchen ? KITCHEN_BTU : 0);
  const btuPerHour = Math.ceil(Math.round(load) / 100) * 100;
  return {
    btuPerHour,
    capacity:
      STANDARD_CAPACITIES.find((capacity) => capacity >= btuPerHour * CAPACITY_TOLERANCE) ?? null,
  };
}
