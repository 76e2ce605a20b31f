import { StoreNetworkError, StoreTimeoutError } from '@vitrina/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Refused } from './answers.js';
import { faultResponse } from './faults.js';
import { ShopRefusalSchema } from '../../src/lib/shop-api/refusal.js';

const read = async (response: Response) => ShopRefusalSchema.parse(await response.json());
const request = { method: 'GET', path: 'wp-json/wc/v3/orders' } as const;

afterEach(() => vi.restoreAllMocks());

describe('#27: what the shop’s own endpoints answer when something goes wrong', () => {
  it('our own fault is a logged 500 with an id the shopper can quote, never a lost connection', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = faultResponse('checkout', new TypeError('x is undefined'));
    expect(response.status).toBe(500);
    const body = await read(response);
    const id = z
      .string()
      .regex(/^[0-9a-f]{8}$/)
      .parse(body.data['request_id']);
    expect(body).toMatchObject({ code: 'internal_error', data: { status: 500 } });
    expect(body.message).toBe(
      `Algo falló de nuestro lado. Inténtalo de nuevo; si se repite, indícanos el código ${id}.`,
    );
    expect(String(log.mock.calls[0]?.[0])).toContain(id);
  });

  it('a store too slow is 504, a store out of reach 502, each in Spanish', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const slow = faultResponse('account', new StoreTimeoutError(request, 15_000, { cause: null }));
    expect(slow.status).toBe(504);
    expect((await read(slow)).message).toBe(
      'La tienda tardó demasiado en responder. Inténtalo de nuevo en unos segundos.',
    );
    const gone = faultResponse('account', new StoreNetworkError(request, { cause: null }));
    expect(gone.status).toBe(502);
    expect((await read(gone)).code).toBe('store_unavailable');
  });

  it('a refusal decided by an endpoint is answered as decided', async () => {
    const refusal = new Refused({ status: 409, code: 'price_changed', message: 'Cambió.' });
    const response = faultResponse('checkout', refusal);
    expect(response.status).toBe(409);
    expect((await read(response)).code).toBe('price_changed');
  });
});
