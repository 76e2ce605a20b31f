import * as z from 'zod/mini';

/**
 * A 1-based page number; anything else falls back to the first page. Absent means page 1, so
 * the first page keeps a clean URL (no redirect to add `pagina=1`).
 */
export const pageNumber = z.catch(
  z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000))),
  undefined,
);

/** Free text from the URL, capped; anything else is dropped. */
export const searchText = z.catch(z.optional(z.string().check(z.maxLength(200))), undefined);

/**
 * A path inside this shop to return to after sign-in. Only same-origin absolute paths pass,
 * never `//host` or a full URL (no open redirect); anything else falls back to the profile.
 */
export const returnPath = z.catch(
  z.string().check(z.regex(/^\/(?![/\\])[^\s]*$/), z.maxLength(500)),
  '/perfil-usuario',
);
