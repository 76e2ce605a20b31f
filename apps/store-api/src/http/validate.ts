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
 * Parses outside data with a zod schema, or throws a 400 StoreError as WordPress does: code
 * `rest_invalid_param`, «Parámetro(s) no válido(s): a, b» (or the given message) and
 * `data.params` mapping each offending field to its Spanish reason.
 */
export function parseOr<S extends z.ZodType>(
  schema: S,
  value: unknown,
  answer: InvalidAnswer = {},
): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const params: Record<string, string> = {};
  for (const issue of result.error.issues) {
    params[issue.path.join('.') || 'body'] ??= issue.message;
  }
  const message = answer.message ?? `Parámetro(s) no válido(s): ${Object.keys(params).join(', ')}`;
  throw new StoreError(answer.status ?? 400, answer.code ?? 'rest_invalid_param', message, {
    data: { params },
  });
}
