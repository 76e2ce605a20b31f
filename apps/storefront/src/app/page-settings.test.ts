import { DEMO_SHOP_IDENTITY } from '@vitrina/core';
import { describe, expect, it } from 'vitest';
import { NO_MAP as noMap, readPageSettings } from './page-settings';

describe('the page settings the server sends with the dehydrated state', () => {
  it('reads the configured tag-manager container next to the query cache', () => {
    expect(readPageSettings({ gtmId: 'GTM-AB12CD', query: { stream: {} } })).toMatchObject({
      gtmId: 'GTM-AB12CD',
      map: noMap,
    });
  });

  it.each([
    ['no state', undefined],
    ['no id', { gtmId: undefined }],
    ['an id of the wrong shape', { gtmId: '"><script>' }],
    ['a number', { gtmId: 42 }],
  ])('treats %s as no tag manager', (_case, dehydrated) => {
    expect(readPageSettings(dehydrated)).toMatchObject({ gtmId: undefined, map: noMap });
  });
});

describe("the shop's identity", () => {
  it('reads it as the server sent it', () => {
    expect(readPageSettings({ shop: DEMO_SHOP_IDENTITY }).shop).toEqual(DEMO_SHOP_IDENTITY);
  });

  it('prints nothing for a field of the wrong shape, and nothing at all without one', () => {
    const shop = readPageSettings({
      shop: { ...DEMO_SHOP_IDENTITY, phone: 8_095_550_100, hours: [null, { days: 'Sábados' }] },
    }).shop;
    expect(shop.phone).toBe('');
    expect(shop.hours).toEqual([{ days: 'Sábados', time: '' }]);
    const none = readPageSettings(undefined).shop;
    expect([none.name, none.phone, none.email, none.whatsapp, none.hours]).toEqual([
      '',
      '',
      '',
      '',
      [],
    ]);
  });
});

describe('the map settings', () => {
  it('reads a key and https tiles, and drops anything else', () => {
    const map = {
      apiKey: 'AIza-prueba',
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap',
      center: { lat: 18.4713, lng: -69.9397 },
    };
    expect(readPageSettings({ map }).map).toEqual(map);
    expect(readPageSettings({ map: { tileUrl: 'javascript:alert(1)', apiKey: 7 } }).map).toEqual(
      noMap,
    );
    expect(readPageSettings({ map: 'tiles' }).map).toEqual(noMap);
  });

  it('takes http tiles only from this machine, and a centre only in range (else 0, 0)', () => {
    const local = 'http://127.0.0.1:4100/{z}/{x}/{y}.png';
    expect(readPageSettings({ map: { tileUrl: local } }).map.tileUrl).toBe(local);
    expect(
      readPageSettings({ map: { tileUrl: 'http://tiles.example/{z}/{x}/{y}.png' } }).map.tileUrl,
    ).toBeUndefined();
    expect(readPageSettings({ map: { center: { lat: 91, lng: 0 } } }).map.center).toEqual({
      lat: 0,
      lng: 0,
    });
    expect(readPageSettings({ map: { center: { lat: '18', lng: 0 } } }).map.center).toEqual({
      lat: 0,
      lng: 0,
    });
  });
});
