import { describe, expect, it } from 'vitest';
import { readPageSettings } from './page-settings';

describe('the page settings the server sends with the dehydrated state', () => {
  it('reads the configured tag-manager container next to the query cache', () => {
    expect(readPageSettings({ gtmId: 'GTM-AB12CD', query: { stream: {} } })).toEqual({
      gtmId: 'GTM-AB12CD',
    });
  });

  it.each([
    ['no state', undefined],
    ['no id', { gtmId: undefined }],
    ['an id of the wrong shape', { gtmId: '"><script>' }],
    ['a number', { gtmId: 42 }],
  ])('treats %s as no tag manager', (_case, dehydrated) => {
    expect(readPageSettings(dehydrated)).toEqual({ gtmId: undefined });
  });
});
