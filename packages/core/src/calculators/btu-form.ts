import * as z from 'zod';
import { BTU_MESSAGES, BtuInputSchema, SunExposureSchema, type BtuInput } from './btu.js';
import { DEFAULT_HOURS_PER_DAY, DEFAULT_KWH_PRICE } from './energy.js';
import { readDecimal, readPesos } from './form-numbers.js';

const decimal = (message: string, min: number, max: number) =>
  z
    .string()
    .transform(readDecimal)
    .pipe(z.number({ error: message }).min(min, { error: message }).max(max, { error: message }));

const optionalDecimal = (message: string, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((text) => (text?.trim() ? text : undefined))
    .pipe(decimal(message, min, max).optional());

/** What the calculator page reads: the room for `calculateBtu`, and how the unit will be used. */
export interface BtuRequest {
  readonly room: BtuInput;
  readonly hoursPerDay: number;
  /** Centavos per kWh. */
  readonly kwhPrice: number;
}

/**
 * The BTU calculator's form and URL (`?largo=4&ancho=5&sol=sunny&personas=2&horas=8`): the room
 * by its sides or by its area, ceiling height, sun, people, kitchen, hours a day and kWh price,
 * all as typed, with Spanish messages. Height, sun, hours and price may be left out.
 */
export const BtuFormSchema = z
  .object({
    largo: optionalDecimal(BTU_MESSAGES.length, 1, 50),
    ancho: optionalDecimal(BTU_MESSAGES.width, 1, 50),
    area: optionalDecimal(BTU_MESSAGES.area, 1, 500),
    altura: optionalDecimal(BTU_MESSAGES.height, 2, 6),
    sol: SunExposureSchema.optional().catch(undefined),
    personas: decimal(BTU_MESSAGES.occupants, 0, 50).pipe(BtuInputSchema.shape.occupants),
    cocina: z
      .enum(['si', 'no', 'on'])
      .optional()
      .transform((value) => value === 'si' || value === 'on'),
    horas: optionalDecimal(BTU_MESSAGES.hours, 1, 24).transform(
      (hours) => hours ?? DEFAULT_HOURS_PER_DAY,
    ),
    kwh: z
      .string()
      .optional()
      .transform((text) => (text?.trim() ? readPesos(text) : DEFAULT_KWH_PRICE))
      .pipe(
        z
          .number({ error: BTU_MESSAGES.kwhPrice })
          .min(100, { error: BTU_MESSAGES.kwhPrice })
          .max(10_000, { error: BTU_MESSAGES.kwhPrice }),
      ),
  })
  .superRefine((form, context) => {
    if (form.area !== undefined) return;
    for (const side of ['largo', 'ancho'] as const) {
      if (form[side] === undefined)
        context.addIssue({ code: 'custom', path: [side], message: BTU_MESSAGES.areaOrSides });
    }
    if ((form.largo ?? 0) * (form.ancho ?? 0) > 500)
      context.addIssue({ code: 'custom', path: ['area'], message: BTU_MESSAGES.area });
  })
  .transform((form): BtuRequest => ({
    room: {
      areaM2: form.area ?? Math.round((form.largo ?? 0) * (form.ancho ?? 0) * 100) / 100,
      ...(form.altura === undefined ? {} : { ceilingHeightM: form.altura }),
      ...(form.sol === undefined ? {} : { sunExposure: form.sol }),
      occupants: form.personas,
      isKitchen: form.cocina,
    },
    hoursPerDay: form.horas,
    kwhPrice: form.kwh,
  }));
