import * as z from 'zod';
import { FINANCING_MESSAGES, FinancingInputSchema } from './financing.js';
import { readDecimal, readPesos } from './form-numbers.js';

const { amount, annualRatePercent, months } = FinancingInputSchema.shape;

/**
 * The financing calculator's form and URL (`?monto=35000&tasa=14&meses=12`): text as typed,
 * read into {@link FinancingInputSchema}'s input with its rules and messages.
 */
export const FinancingFormSchema = z
  .object({
    monto: z
      .string()
      .transform(readPesos)
      .pipe(z.number({ error: FINANCING_MESSAGES.amount }))
      .pipe(amount),
    tasa: z.string().transform(readDecimal).pipe(annualRatePercent),
    meses: z.string().transform(readDecimal).pipe(months),
  })
  .transform(({ monto, tasa, meses }) => ({
    amount: monto,
    annualRatePercent: tasa,
    months: meses,
  }));
