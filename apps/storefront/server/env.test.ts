// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadShopConfig } from './env.js';

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
      webhookSecret: undefined,
      catalogueCache: { maxAgeMs: 60_000, staleMs: 300_000, maxBytes: 64 * 1024 * 1024 },
    });
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
