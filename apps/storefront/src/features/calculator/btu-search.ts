import { formFields, type FormField } from '../../lib/search-params';

const FIELDS = [
  'largo',
  'ancho',
  'area',
  'altura',
  'sol',
  'personas',
  'cocina',
  'horas',
  'kwh',
] as const;

/** The calculator's URL: its fields as typed, so a result can be shared. */
export type BtuSearch = Partial<Record<(typeof FIELDS)[number], FormField>>;

/** Reads the calculator's search; unknown keys are dropped. */
export function readBtuSearch(raw: Record<string, unknown>): BtuSearch {
  return formFields(FIELDS, raw);
}
