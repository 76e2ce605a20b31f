import type { Context } from 'hono';
import type * as z from 'zod';
import { mediaTypeOf, parseRequestJson } from '../request-json.js';
import { refuse } from './answers.js';

/** Each field's message by its dotted path: the first issue of each field, in zod's order. */
function fieldMessages(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (path !== '') fields[path] ??= issue.message;
  }
  return fields;
}

/**
 * The one way a shop endpoint reads its JSON body (F7): with `schema`, or a refusal in one shape
 * for every endpoint, `{ code, message, data: { status, fields } }`. A body sent as another type
 * is 415, one that is not JSON or nests too deep 400 `invalid_json`, one that does not fit 400
 * with the endpoint's `code`. The message is the first issue's, in the order zod reports them
 * (the schema's fields in their declared order), and `fields` holds each field's first: the same
 * rule everywhere.
 */
export async function readJsonBody<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
  code: string,
): Promise<z.output<Schema>> {
  if (mediaTypeOf(c.req.header('content-type')) !== 'application/json') {
    return refuse({
      status: 415,
      code: 'rest_unsupported_media_type',
      message: 'La solicitud debe enviarse como JSON.',
      data: { fields: {} },
    });
  }
  const body = parseRequestJson(await c.req.text());
  if (!body.ok) {
    return refuse({
      status: 400,
      code: 'invalid_json',
      message: body.message,
      data: { fields: {} },
    });
  }
  const parsed = await schema.safeParseAsync(body.value);
  if (parsed.success) return parsed.data;
  const [first] = parsed.error.issues;
  return refuse({
    status: 400,
    code,
    message: first?.message ?? 'La solicitud no es válida.',
    data: { fields: fieldMessages(parsed.error.issues) },
  });
}
