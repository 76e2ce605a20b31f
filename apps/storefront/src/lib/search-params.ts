// Search parameters are read by hand, not with zod: every route's `validateSearch` ships with
// the first load of every page, and these readers weigh a few hundred bytes where zod's core
// weighs about 15 KB gzip. Each reader takes the raw value and returns a checked value or its
// fallback, so a bad parameter never crashes a page.

/** Text of at most `max` UTF-16 units; anything else (numbers, arrays, longer text) is absent. */
export const textUpTo =
  (max: number) =>
  (raw: unknown): string | undefined =>
    typeof raw === 'string' && raw.length <= max ? raw : undefined;

/** Free text from the URL (the search query), capped; anything else is absent. */
export const searchText = textUpTo(200);

/**
 * A 1-based page number up to 1000, as a number or its digits; anything else is absent, and
 * absent means page 1, so the first page keeps a clean URL (no redirect to add `pagina=1`).
 */
export function pageNumber(raw: unknown): number | undefined {
  const page = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof page === 'number' && Number.isInteger(page) && page >= 1 && page <= 1000
    ? page
    : undefined;
}

/**
 * A record's id (an order's): a positive whole number up to 10 digits, as a number or its digits
 * (the router reads `?pedido=30` as the number 30, an old link's quoted `"30"` as text).
 */
export function recordId(raw: unknown): number | undefined {
  const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 9_999_999_999
    ? id
    : undefined;
}

/** Text of at most `max` units that matches `pattern`; anything else is absent. */
export const textMatching =
  (pattern: RegExp, max: number) =>
  (raw: unknown): string | undefined => {
    const text = textUpTo(max)(raw);
    return text !== undefined && pattern.test(text) ? text : undefined;
  };

const SAME_ORIGIN_PATH = /^\/(?![/\\])\S*$/;

/**
 * A path inside this shop to return to after sign-in. Only same-origin absolute paths pass,
 * never `//host`, `/\\host` or a full URL (no open redirect); anything else is absent, and
 * absent keeps a clean URL (a plain `/auth/iniciar-sesion` is not redirected to add it).
 */
export function returnPath(raw: unknown): string | undefined {
  return typeof raw === 'string' && raw.length <= 500 && SAME_ORIGIN_PATH.test(raw)
    ? raw
    : undefined;
}

/** A calculator's field in the URL: as typed, or as a number when it is a plain decimal. */
export type FormField = string | number;

/**
 * A form field carried in the URL (a calculator's inputs): text up to 40 characters, kept as a
 * number when it is a plain decimal, so the router writes `?largo=4` rather than the quoted
 * `?largo="4"` it writes for a string that reads as JSON. Blank or anything else is absent.
 */
export function formField(raw: unknown): FormField | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) && raw >= 0 ? raw : undefined;
  const text = textUpTo(40)(raw)?.trim();
  if (text === '') return undefined;
  return text !== undefined && /^\d{1,15}(?:\.\d{1,6})?$/.test(text) ? Number(text) : text;
}

/** Every field of a calculator's URL through {@link formField}; unknown keys are dropped. */
export function formFields<Name extends string>(
  names: readonly Name[],
  raw: Record<string, unknown>,
): Partial<Record<Name, FormField>> {
  const fields: Partial<Record<Name, FormField>> = {};
  for (const name of names) {
    const value = formField(raw[name]);
    if (value !== undefined) fields[name] = value;
  }
  return fields;
}

/** The fields as the form shows them and its schema reads them: text. */
export function fieldTexts<Name extends string>(
  fields: Partial<Record<Name, FormField>>,
): Partial<Record<Name, string>> {
  const texts: Partial<Record<Name, string>> = {};
  for (const name of Object.keys(fields) as Name[]) {
    const value = fields[name];
    if (value !== undefined) texts[name] = String(value);
  }
  return texts;
}
