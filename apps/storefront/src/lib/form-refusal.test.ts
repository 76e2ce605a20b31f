import { StoreApiError } from '@vitrina/api-client/errors';
import { describe, expect, it } from 'vitest';
import { messages } from '../copy/messages';
import { formRefusal } from './form-refusal';
import { ShopFault, ShopRefused, ShopUnreachable, StoreDown } from './shop-api/shop-errors';

const storeError = (status: number, data: unknown) =>
  new StoreApiError({
    request: { method: 'POST', path: 'wp-json/vitrina/v1/contact' },
    status,
    message: 'Escribe tu nombre.',
    code: status === 400 ? 'rest_invalid_param' : 'internal_server_error',
    data,
    retryAfter: undefined,
  });

describe('formRefusal: one reading of a refused form, whoever refused it', () => {
  it("takes the store's words and each field's reason from data.params (contact, stock alerts)", () => {
    expect(
      formRefusal(storeError(400, { status: 400, params: { name: 'Escribe tu nombre.' } })),
    ).toEqual({ message: 'Escribe tu nombre.', fields: { name: 'Escribe tu nombre.' } });
  });

  it("takes the shop server's words and fields (tracking, reviews, the profile)", () => {
    const refused = new ShopRefused(
      400,
      'invalid_body',
      'Revisa el correo.',
      {},
      {
        email: 'Escribe un correo válido.',
      },
    );
    expect(formRefusal(refused)).toEqual({
      message: 'Revisa el correo.',
      fields: { email: 'Escribe un correo válido.' },
    });
  });

  it("says the store can't be reached for its 5xx, and a shop failure's own words otherwise", () => {
    expect(formRefusal(storeError(500, {}))).toEqual({
      message: messages.storeUnreachable,
      fields: {},
    });
    expect(formRefusal(new StoreDown(502, 'La tienda no responde.')).message).toBe(
      'La tienda no responde.',
    );
    expect(formRefusal(new ShopFault('Algo falló (ref. 42).', '42')).message).toBe(
      'Algo falló (ref. 42).',
    );
    expect(formRefusal(new ShopUnreachable()).message).toBe(messages.storeUnreachable);
  });

  it("answers the form's own fallback for anything else", () => {
    expect(formRefusal(new TypeError('x'), 'No encontramos tu pedido.')).toEqual({
      message: 'No encontramos tu pedido.',
      fields: {},
    });
    expect(formRefusal(new TypeError('x')).message).toBe(messages.storeUnreachable);
  });
});
