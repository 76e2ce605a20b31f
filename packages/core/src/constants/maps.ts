/** Loading the maps script is retried 3 times, with a growing delay (spec §7, §9). */
export const MAPS_RETRIES = 3;
/** The maps library version (spec §9). */
export const MAPS_VERSION = 'weekly';
/** Where the map starts when there is no address yet (spec §9). */
export const MAPS_DEFAULT_CENTER = { lat: 0, lng: 0 } as const;
/** Libraries the maps script loads by default (spec §7). */
export const MAPS_DEFAULT_LIBRARIES = ['places'] as const;
/** Language and region of the maps script: our choice for a Dominican shop. */
export const MAPS_LANGUAGE = 'es';
/** Region bias of the maps script (our choice). */
export const MAPS_REGION = 'DO';
/** First retry delay; each further retry doubles it (our choice for the "growing delay"). */
const MAPS_RETRY_BASE_DELAY_MS = 500;

/** Delay before retry number `attempt` (1-based) of the maps script: 500 ms, 1 s, 2 s. */
export function mapsRetryDelayMs(attempt: number): number {
  return MAPS_RETRY_BASE_DELAY_MS * 2 ** (attempt - 1);
}
