import { z } from 'zod';

import { StoreError } from './errors.js';

// Messages zod writes itself reach shoppers, so they are Spanish too.
z.config(z.locales.es());

/** What a failed validation answers: WordPress's `rest_invalid_param` unless the area says otherwise. */
export interface InvalidAnswer {
  code?: string;
  message?: string;
  status?: 400 | 404 | 422;
}

/**
 * Parses outside data with a zod schema, or throws a 400 StoreError with a Spanish message (the
 * given one, else zod's first issue) and the offending fields in `data.params`, as WordPress does.
 */
export function parseOr<S extends z.ZodType>(
  schema: S,
  value: unknown,
  answer: InvalidAnswer = {},
): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const params = [...new Set(result.error.issues.map((issue) => issue.path.join('.') || 'body'))];
  const detail = result.error.issues[0]?.message ?? 'valor no válido';
  const message = answer.message ?? `Parámetro no válido (${params.join(', ')}): ${detail}.`;
  throw new StoreError(answer.status ?? 400, answer.code ?? 'rest_invalid_param', message, {
    data: { params },
  });
}
