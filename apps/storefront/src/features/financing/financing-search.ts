import { FINANCING_FROM_PLAN } from '@vitrina/core';
import { fieldTexts, formFields, type FormField } from '../../lib/search-params';

/** The financing page's URL: the calculator's fields as typed (`?monto=35000&tasa=18&meses=24`). */
export type FinancingSearch = { monto?: FormField; tasa?: FormField; meses?: FormField };

/** Reads the page's search; a product page or the cart links here with `?monto=` only. */
export function readFinancingSearch(raw: Record<string, unknown>): FinancingSearch {
  return formFields(['monto', 'tasa', 'meses'], raw);
}

/** The calculator's fields: the URL's, else the plan behind «desde RD$ X/mes». */
export function financingFields(search: FinancingSearch) {
  const typed = fieldTexts(search);
  return {
    monto: typed.monto ?? '',
    tasa: typed.tasa ?? String(FINANCING_FROM_PLAN.annualRatePercent),
    meses: typed.meses ?? String(FINANCING_FROM_PLAN.months),
  };
}
