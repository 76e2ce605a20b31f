import type { z } from 'zod';

import { parseOr, type InvalidAnswer } from '../http/validate.js';

/**
 * Parses a form-like body and, on failure, answers 400 with the first issue's own Spanish message
 * (the storefront shows a 400's message as is, spec §5), plus the bad fields in `data.params`.
 */
export function parseForm<S extends z.ZodType>(
  schema: S,
  value: unknown,
  answer: Omit<InvalidAnswer, 'message'> = {},
): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const message = result.error.issues[0]?.message;
  return parseOr(schema, value, message === undefined ? answer : { ...answer, message });
}
