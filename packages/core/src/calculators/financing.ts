import * as z from 'zod';
import type { Cents } from '../money/cents.js';
import { CentsSchema } from '../money/cents-schema.js';
import { monthlyInstalment } from './instalment.js';

/** Spanish messages of the financing form. */
export const FINANCING_MESSAGES = {
  amount: 'El monto debe ser mayor que cero.',
  rate: 'La tasa anual debe estar entre 0 % y 100 %.',
  months: 'Elige un plazo de 1 a 120 meses.',
} as const;

/** The financing calculator's inputs: amount in centavos, annual rate in percent, months. */
export const FinancingInputSchema = z.object({
  amount: CentsSchema.min(1, { error: FINANCING_MESSAGES.amount }),
  annualRatePercent: z
    .number({ error: FINANCING_MESSAGES.rate })
    .min(0, { error: FINANCING_MESSAGES.rate })
    .max(100, { error: FINANCING_MESSAGES.rate }),
  months: z
    .number({ error: FINANCING_MESSAGES.months })
    .int({ error: FINANCING_MESSAGES.months })
    .min(1, { error: FINANCING_MESSAGES.months })
    .max(120, { error: FINANCING_MESSAGES.months }),
});
/** The financing calculator's inputs. */
export type FinancingInput = z.infer<typeof FinancingInputSchema>;

/** One month of an amortisation schedule, in centavos. */
interface AmortizationRow {
  /** 1 for the first instalment. */
  readonly month: number;
  readonly instalment: Cents;
  readonly interest: Cents;
  readonly principal: Cents;
  /** What is still owed after this instalment. */
  readonly balance: Cents;
}

/** A financing plan, every amount in centavos. */
export interface FinancingPlan {
  /** The instalment of every month but the last. */
  readonly monthlyInstalment: Cents;
  /** The last instalment, which settles the rounding of the others (a few centavos apart). */
  readonly finalInstalment: Cents;
  readonly months: number;
  /** Sum of all instalments. */
  readonly totalPaid: Cents;
  /** `totalPaid − amount`; 0 for a 0 % promotion. */
  readonly totalInterest: Cents;
  readonly schedule: readonly AmortizationRow[];
}

/**
 * A loan by the French (constant-instalment) amortisation: the instalment is
 * `A = P · r / (1 − (1 + r)^−n)` with `r` the annual rate / 12, rounded to the centavo; each
 * month's interest is the balance × r rounded to the centavo, the rest of the instalment repays
 * principal, and the last instalment is whatever settles the balance, so the principal repaid
 * adds up to the amount exactly. A 0 % promotion is the amount split into equal instalments.
 * Throws zod's error for inputs outside the form's bounds.
 */
export function calculateFinancing(input: FinancingInput): FinancingPlan {
  const { amount, annualRatePercent, months } = FinancingInputSchema.parse(input);
  const rate = annualRatePercent / 100 / 12;
  const instalment = monthlyInstalment(amount, annualRatePercent, months);
  const schedule: AmortizationRow[] = [];
  let balance = amount;
  for (let month = 1; month <= months; month += 1) {
    const interest = Math.round(balance * rate);
    const principal =
      month === months ? balance : Math.min(balance, Math.max(0, instalment - interest));
    balance -= principal;
    schedule.push({ month, instalment: principal + interest, interest, principal, balance });
  }
  const totalPaid = schedule.reduce((sum, row) => sum + row.instalment, 0);
  return {
    monthlyInstalment: instalment,
    finalInstalment: schedule.at(-1)?.instalment ?? instalment,
    months,
    totalPaid,
    totalInterest: totalPaid - amount,
    schedule,
  };
}
