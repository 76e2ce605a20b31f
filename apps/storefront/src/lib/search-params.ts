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

/**
 * A form field carried in the URL (a calculator's inputs): text up to 40 characters, or a number
 * the router already parsed out of it, as text again; anything else is absent.
 */
export function formField(raw: unknown): string | undefined {
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return textUpTo(40)(raw);
}

/** Every field of a calculator's URL through {@link formField}; unknown keys are dropped. */
export function formFields<Name extends string>(
  names: readonly Name[],
  raw: Record<string, unknown>,
): Partial<Record<Name, string>> {
  const fields: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const value = formField(raw[name]);
    if (value !== undefined) fields[name] = value;
  }
  return fields;
}
