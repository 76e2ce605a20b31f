import * as z from 'zod';

/** Most units of one product a cart line may hold (reliability F1). */
export const MAX_LINE_QUANTITY = 99;

/** The Spanish message for a quantity outside 1…`max` (reliability F1). */
export function quantityMessage(max: number = MAX_LINE_QUANTITY): string {
  return `La cantidad debe ser un número entero entre 1 y ${String(max)}.`;
}

/**
 * A cart line quantity: a whole number from 1 to 99, as a number or as the decimal string CoCart
 * bodies carry (`"2"`). Refuses `0`, negatives, fractions, exponents, non-ASCII digits and
 * anything else with «La cantidad debe ser un número entero entre 1 y 99.».
 */
export const CartQuantitySchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^\d{1,3}$/)
        .transform(Number),
    ],
    { error: quantityMessage() },
  )
  .pipe(
    z
      .number()
      .int({ error: quantityMessage() })
      .min(1, { error: quantityMessage() })
      .max(MAX_LINE_QUANTITY, { error: quantityMessage() }),
  );
