// @vitest-environment node
import { DEMO_SHOP_IDENTITY, PHONE_MESSAGE, SHOP_IDENTITY_MESSAGES } from '@vitrina/core';
import { describe, expect, it } from 'vitest';
import { OTHER_SHOP_ENV } from '../test/support/other-shop.js';
import { TRUST_NO_PROXY } from './client-ip.js';
import { DEMO_RNC_IN_PRODUCTION, loadShopConfig } from './env.js';
import { tileSource } from './security-headers.js';

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
      trustProxy: TRUST_NO_PROXY,
      gtmId: undefined,
      mapsEnabled: false,
      map: {
        apiKey: undefined,
        tileUrl: undefined,
        attribution: '© OpenStreetMap',
        center: { lat: 0, lng: 0 },
      },
      webhookSecret: undefined,
      metricsToken: undefined,
      reviewsHeld: true,
      catalogueCache: { maxAgeMs: 60_000, staleMs: 300_000, maxBytes: 64 * 1024 * 1024 },
      pageCacheMaxBytes: 32 * 1024 * 1024,
      production: false,
      identity: {},
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
    // One proxy in front: the connection's address is trusted, the one it forwards is not.
    expect([config.trustProxy('127.0.0.1', 0), config.trustProxy('198.51.100.1', 1)]).toEqual([
      true,
      false,
    ]);
  });

  it.each([
    [{ STORE_URL: 'file:///etc/passwd' }],
    [{ STORE_URL: 'no es una url' }],
    [{ PORT: '70000' }],
    [{ GTM_ID: '"><script>' }],
    [{ TRUST_PROXY: 'quizás' }],
    [{ TRUST_PROXY: '10.0.0.0/33' }],
    [{ TRUST_PROXY: '10.0.0.1,,loopback' }],
  ])('refuses %j at start-up', (env) => {
    expect(() => loadShopConfig(env)).toThrow();
  });

  it('holds new reviews unless REVIEWS_HELD is 0 or false, and refuses anything else in Spanish', () => {
    expect(loadShopConfig({ REVIEWS_HELD: '1' }).reviewsHeld).toBe(true);
    expect(loadShopConfig({ REVIEWS_HELD: '0' }).reviewsHeld).toBe(false);
    expect(loadShopConfig({ REVIEWS_HELD: 'false' }).reviewsHeld).toBe(false);
    expect(() => loadShopConfig({ REVIEWS_HELD: 'nunca' })).toThrow(
      'REVIEWS_HELD es 1 (las reseñas esperan aprobación) o 0 (se publican al enviarlas).',
    );
  });
});

describe("the shop's own data in the environment (decision 015)", () => {
  it("reads each variable with core's rule; unset or blank ones are left to the store", () => {
    const { identity } = loadShopConfig({ ...OTHER_SHOP_ENV, SHOP_NAME: ' Frío Caribe ' });
    expect(identity).toEqual({
      name: 'Frío Caribe',
      street: 'Calle del Sol 42, Los Jardines',
      city: 'Santiago de los Caballeros',
      hours: [
        { days: 'Lunes a sábado', time: '8:00 a. m. a 7:00 p. m.' },
        { days: 'Domingos', time: '9:00 a. m. a 1:00 p. m.' },
      ],
      phone: '+18295550111',
      email: 'ventas@friocaribe.do',
      whatsapp: '+18495550122',
      location: { lat: 19.4517, lng: -70.697 },
      seller_name: 'Frío Caribe Climatización, S.R.L.',
      seller_rnc: '101850043',
    });
    expect(loadShopConfig({ SHOP_PHONE: '  ', SELLER_RNC: '' }).identity).toEqual({});
  });

  it.each([
    ['SHOP_PHONE', '305-555-0100', PHONE_MESSAGE],
    ['SHOP_WHATSAPP', '555', PHONE_MESSAGE],
    ['SELLER_RNC', '101850042', 'El RNC no es válido.'],
    ['SHOP_HOURS', 'Siempre abiertos', SHOP_IDENTITY_MESSAGES.hours],
    ['SHOP_LOCATION', 'Santiago', SHOP_IDENTITY_MESSAGES.location],
    ['SHOP_NAME', 'x'.repeat(81), SHOP_IDENTITY_MESSAGES.nameTooLong],
  ])('refuses %s=%j at start-up with its Spanish message', (name, value, message) => {
    expect(() => loadShopConfig({ [name]: value })).toThrow(message);
    expect(() => loadShopConfig({ [name]: value })).toThrow(name);
  });

  it('is production on https away from this machine, and refuses the demo RNC there', () => {
    const demoRnc = { SELLER_RNC: DEMO_SHOP_IDENTITY.seller_rnc };
    expect(() => loadShopConfig({ PUBLIC_URL: 'https://vitrina.example.do', ...demoRnc })).toThrow(
      DEMO_RNC_IN_PRODUCTION,
    );
    expect(
      loadShopConfig({ PUBLIC_URL: 'https://vitrina.example.do', SELLER_RNC: '101850043' }),
    ).toMatchObject({ production: true, identity: { seller_rnc: '101850043' } });
    for (const local of [
      'http://vitrina.example.do',
      'https://localhost:3000',
      'https://127.0.0.1',
    ]) {
      expect(loadShopConfig({ PUBLIC_URL: local, ...demoRnc }).production).toBe(false);
    }
  });
});
