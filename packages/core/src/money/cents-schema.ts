import * as z from 'zod';

// Apart from the amount functions, so the pages that only read and write amounts do not load zod.

/** A non-negative safe integer count of centavos. */
export const CentsSchema = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
