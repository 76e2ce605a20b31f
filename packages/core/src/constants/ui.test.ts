import { describe, expect, it } from 'vitest';
import {
  PAYLOAD_PRELOAD_DELAY_MS,
  RELOAD_GUARD_MS,
  ROUTE_PRELOAD_CONCURRENCY,
  SUCCESS_TOAST_TITLE,
} from './ui.js';
import {
  MAPS_DEFAULT_CENTER,
  MAPS_DEFAULT_LIBRARIES,
  MAPS_RETRIES,
  MAPS_VERSION,
  mapsRetryDelayMs,
} from './maps.js';

describe('business constants of spec §9', () => {
  it('has the reload guard and preload numbers', () => {
    expect([RELOAD_GUARD_MS, ROUTE_PRELOAD_CONCURRENCY, PAYLOAD_PRELOAD_DELAY_MS]).toEqual([
      10_000, 4, 1000,
    ]);
    expect(SUCCESS_TOAST_TITLE).toBe('¡Bienvenido!');
  });

  it('has the maps loader defaults and a growing retry delay', () => {
    expect([MAPS_RETRIES, MAPS_VERSION]).toEqual([3, 'weekly']);
    expect(MAPS_DEFAULT_CENTER).toEqual({ lat: 0, lng: 0 });
    expect(MAPS_DEFAULT_LIBRARIES).toEqual(['places']);
    expect([1, 2, 3].map(mapsRetryDelayMs)).toEqual([500, 1000, 2000]);
  });
});
