import { describe, expect, it } from 'vitest';
import { readPageSettings } from './page-settings';

const noMap = { apiKey: undefined, tileUrl: undefined, attribution: '' };

describe('the page settings the server sends with the dehydrated state', () => {
  it('reads the configured tag-manager container next to the query cache', () => {
    expect(readPageSettings({ gtmId: 'GTM-AB12CD', query: { stream: {} } })).toEqual({
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
    expect(readPageSettings(dehydrated)).toEqual({ gtmId: undefined, map: noMap });
  });
});

describe('the map settings', () => {
  it('reads a key and https tiles, and drops anything else', () => {
    const map = {
      apiKey: 'AIza-prueba',
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap',
    };
    expect(readPageSettings({ map }).map).toEqual(map);
    expect(readPageSettings({ map: { tileUrl: 'javascript:alert(1)', apiKey: 7 } }).map).toEqual(
      noMap,
    );
    expect(readPageSettings({ map: 'tiles' }).map).toEqual(noMap);
  });
});
