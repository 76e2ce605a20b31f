// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadShopConfig, tileSource } from './env.js';

describe('the shop server environment', () => {
  it('has working defaults for a local shop on the embedded store', () => {
    expect(loadShopConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      storeUrl: 'http://127.0.0.1:8787',
      mediaUrl: 'http://127.0.0.1:8787/media',
      publicUrl: undefined,
      consumerKey: undefined,
      consumerSecret: undefined,
      https: false,
      trustProxy: false,
      gtmId: undefined,
      mapsEnabled: false,
      map: {
        apiKey: undefined,
        tileUrl: undefined,
        attribution: '© OpenStreetMap',
        center: { lat: 0, lng: 0 },
      },
      webhookSecret: undefined,
      catalogueCache: { maxAgeMs: 60_000, staleMs: 300_000, maxBytes: 64 * 1024 * 1024 },
      pageCacheMaxBytes: 32 * 1024 * 1024,
    });
  });

  it('draws the map with the Google key when there is one, else the tiles, else none', () => {
    expect(loadShopConfig({ MAPS_API_KEY: 'AIza-prueba' }).map).toMatchObject({
      apiKey: 'AIza-prueba',
      tileUrl: undefined,
    });
    const tiles = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
    expect(loadShopConfig({ MAP_TILE_URL: tiles }).map.tileUrl).toBe(tiles);
    expect(loadShopConfig({ MAP_TILE_URL: tiles, MAPS_API_KEY: 'k' }).map.tileUrl).toBeUndefined();
    expect(() => loadShopConfig({ MAP_TILE_URL: 'http://tiles.example/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_URL/,
    );
    const local = 'http://localhost:4100/{z}/{x}/{y}.png';
    expect(loadShopConfig({ MAP_TILE_URL: local }).map.tileUrl).toBe(local);
    expect(tileSource(local)).toBe('http://localhost:4100');
    expect(tileSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.example.org',
    );
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
  });

  it('opens the maps on MAP_CENTER, else on latitude 0 longitude 0 (spec §9)', () => {
    expect(loadShopConfig({}).map.center).toEqual({ lat: 0, lng: 0 });
    expect(loadShopConfig({ MAP_CENTER: ' 18.4713, -69.9397 ' }).map.center).toEqual({
      lat: 18.4713,
      lng: -69.9397,
    });
    for (const wrong of ['18.4713', '95,10', 'norte,oeste', '18.4,', '1,2,3']) {
      expect(() => loadShopConfig({ MAP_CENTER: wrong })).toThrow(/MAP_CENTER/);
    }
  });

  it('keeps a store under a sub-path without its trailing slash, and turns HSTS on for https', () => {
    const config = loadShopConfig({
      STORE_URL: 'https://tienda.example.do/wordpress/',
      PUBLIC_URL: 'https://vitrina.example.do',
      TRUST_PROXY: '1',
    });
    expect(config.storeUrl).toBe('https://tienda.example.do/wordpress');
    expect(config.mediaUrl).toBe('https://tienda.example.do/wordpress/media');
    expect(config.publicUrl).toBe('https://vitrina.example.do');
    expect(config.https).toBe(true);
    expect(config.trustProxy).toBe(true);
  });

  it.each([
    [{ STORE_URL: 'file:///etc/passwd' }],
    [{ STORE_URL: 'no es una url' }],
    [{ PORT: '70000' }],
    [{ GTM_ID: '"><script>' }],
    [{ TRUST_PROXY: 'quizás' }],
  ])('refuses %j at start-up', (env) => {
    expect(() => loadShopConfig(env)).toThrow();
  });
});
