import { CONTACT_MESSAGES, PHONE_MESSAGE } from '@vitrina/core';
import { describe, expect, it } from 'vitest';
import { StoreApiError } from '../errors.js';
import { clientFor, useTestStore } from '../../test/support/store.js';

const store = useTestStore();

/** A client as the browser holds it: no key. */
const shopper = () => clientFor(store(), { consumerKey: undefined, consumerSecret: undefined });

const MESSAGE = {
  name: 'Ana Pérez',
  email: 'ana.api@example.com',
  phone: '(829) 555-0142',
  subject: 'Estado de un pedido',
  message: '¿Cuándo llega mi nevera a Santiago?',
};

describe('contact against the embedded store', () => {
  it('sends a message and answers its number and the store’s thanks', async () => {
    const received = await shopper().contact.send(MESSAGE);
    expect(received.id).toBeGreaterThan(0);
    expect(received.message).toMatch(/\S/);
  });

  it('throws the store’s Spanish refusal with each field’s reason', async () => {
    const refusal = await shopper()
      .contact.send({ ...MESSAGE, name: '', phone: '555' })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(StoreApiError);
    expect(refusal).toMatchObject({
      status: 400,
      code: 'rest_invalid_param',
      message: CONTACT_MESSAGES.name,
      data: { params: { name: CONTACT_MESSAGES.name, phone: PHONE_MESSAGE } },
    });
  });
});
