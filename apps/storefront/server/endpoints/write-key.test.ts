import { describe, expect, it } from 'vitest';
import { loadStoreWriteKey } from './write-key.js';

const key = { WC_WRITE_CONSUMER_KEY: 'ck_write', WC_WRITE_CONSUMER_SECRET: 'cs_write' };

describe('A6 (#28): the write key travels over https only, as the read key does', () => {
  it('is refused for a remote store over plain http, so the server does not start', () => {
    expect(() => loadStoreWriteKey({ ...key, STORE_URL: 'http://tienda.example.do' })).toThrow(
      'la clave de escritura de WooCommerce solo viaja por https',
    );
  });

  it('is kept for a store over https, or on this machine', () => {
    for (const STORE_URL of [
      'https://tienda.example.do',
      'http://127.0.0.1:8787',
      'http://localhost',
    ]) {
      expect(loadStoreWriteKey({ ...key, STORE_URL })).toEqual({
        key: 'ck_write',
        secret: 'cs_write',
      });
    }
  });

  it('without both halves there is no write key, wherever the store is', () => {
    expect(
      loadStoreWriteKey({
        WC_WRITE_CONSUMER_KEY: 'ck_write',
        STORE_URL: 'http://tienda.example.do',
      }),
    ).toBeUndefined();
  });
});
