import { describe, expect, it } from 'vitest';
import { mapProviderOf } from './map-provider';
import { NO_MAP } from './page-settings';

describe('the configured map', () => {
  it('is Google Maps with a key, retried three times with a growing delay', () => {
    expect(mapProviderOf({ ...NO_MAP, apiKey: 'AIza-prueba' })).toMatchObject({
      kind: 'google',
      apiKey: 'AIza-prueba',
      version: 'weekly',
      libraries: ['places'],
      retryDelaysMs: [500, 1000, 2000],
    });
  });

  it('is the open map over the tiles without a key, and none without either', () => {
    const tileUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
    expect(mapProviderOf({ ...NO_MAP, tileUrl, attribution: '© OSM' })).toEqual({
      kind: 'tiles',
      tileUrl,
      attribution: '© OSM',
    });
    expect(mapProviderOf(NO_MAP)).toEqual({
      kind: 'none',
    });
  });
});
