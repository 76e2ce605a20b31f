import { describe, expect, it } from 'vitest';
import { matchProxyRoute } from './proxy-routes.js';

const segments = (route: string) => route.split('/');

describe('the proxy allowlist for back-in-stock alerts (#29)', () => {
  it('passes the two POSTs on, without the shop’s key', () => {
    for (const route of ['vitrina/v1/stock-alerts', 'vitrina/v1/stock-alerts/confirm']) {
      expect(matchProxyRoute('POST', segments(route))).toEqual({ kind: 'stock-alert' });
    }
  });

  it('refuses any other method and knows no other path under it', () => {
    expect(matchProxyRoute('GET', segments('vitrina/v1/stock-alerts'))).toEqual({
      kind: 'forbidden',
    });
    expect(matchProxyRoute('DELETE', segments('vitrina/v1/stock-alerts/confirm'))).toEqual({
      kind: 'forbidden',
    });
    expect(matchProxyRoute('POST', segments('vitrina/v1/stock-alerts/1'))).toEqual({
      kind: 'unknown',
    });
  });
});
