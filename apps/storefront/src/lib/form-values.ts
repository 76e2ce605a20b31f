import * as z from 'zod';

/** A form read through its schema: the parsed value, or the first message of each bad field. */
export type FormReading<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/** A form's text fields by name, nested where names are dotted. */
export type FormTree = { [name: string]: string | FormTree };

/**
 * The text fields of a form as an object; a dotted name (`billing.city`) makes a nested object,
 * so one schema reads a whole form with its addresses.
 */
export function formValues(data: FormData): FormTree {
  const values: FormTree = {};
  for (const [name, value] of data) {
    if (typeof value !== 'string') continue;
    const path = name.split('.');
    const last = path.pop() ?? name;
    let target = values;
    for (const part of path) {
      const next = target[part];
      if (typeof next === 'object') {
        target = next;
        continue;
      }
      const child: FormTree = {};
      target[part] = child;
      target = child;
    }
    target[last] = value;
  }
  return values;
}

/**
 * Parses a submitted form with a `@vitrina/core` schema (one source per rule). The errors are
 * keyed by the field's name, as react-aria's `Form validationErrors` shows them in place.
 */
export function readForm<Schema extends z.ZodType>(
  schema: Schema,
  data: FormData,
): FormReading<z.output<Schema>> {
  return readValues(schema, formValues(data));
}

/** {@link readForm} for values already gathered (a calculator's fields read from its URL). */
export function readValues<Schema extends z.ZodType>(
  schema: Schema,
  values: unknown,
): FormReading<z.output<Schema>> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path.join('.');
    errors[name] ??= issue.message;
  }
  return { ok: false, errors };
}

const StoreFieldReasonsSchema = z.object({ params: z.record(z.string(), z.string()) });

/**
 * The store's own reason per field in a refusal's `data` (WordPress's `data.params`), keyed as
 * {@link readForm} keys its errors; none when the refusal names no field.
 */
export function storeFieldReasons(data: unknown): Record<string, string> {
  const reasons = StoreFieldReasonsSchema.safeParse(data);
  return reasons.success ? reasons.data.params : {};
}
