import { CONTACT_MESSAGES, FIELD_MESSAGES, PHONE_MESSAGE } from '@vitrina/core';
import { expect } from 'vitest';

import { createStoreClient, isStoreApiError } from '@vitrina/api-client';
import type { ContractCase } from '../support/contract-case.js';
import { sentMail, type RawAnswer, type StoreTarget } from '../support/targets.js';

const MESSAGE = {
  name: 'Ana Pérez',
  email: 'ana.contacto@example.com',
  phone: '(829) 555-0142',
  subject: 'Instalación o servicio técnico',
  message: '¿Instalan un mini split de 18,000 BTU en un segundo piso?',
};

const send = (store: StoreTarget, body: unknown) =>
  store.raw('POST', 'vitrina/v1/contact', { via: 'open', json: body });

const bodyOf = (answer: RawAnswer) =>
  answer.body as Record<string, unknown> & { data?: Record<string, unknown> };

/**
 * The browser's api-client on the open address, from a client address of its own: its messages
 * do not spend the budget the cases below share.
 */
const shopperFrom = (store: StoreTarget, address: string) =>
  createStoreClient({
    baseUrl: store.settings.openUrl,
    fetch: (input, init) => {
      const request = new Request(input, init);
      request.headers.set('x-forwarded-for', address);
      return fetch(request);
    },
  });

/** A refusal as a form reads it: status, code, the first reason and each field's. */
async function refusalOf(sending: Promise<unknown>) {
  const error = await sending.then(
    () => new Error('expected the store to refuse the message'),
    (reason: unknown) => reason,
  );
  if (!isStoreApiError(error)) throw error;
  const data = error.data as { params?: unknown } | undefined;
  return { status: error.status, code: error.code, message: error.message, params: data?.params };
}

// The three raw cases share the address's budget (5 messages in 10 minutes), in this order.
export const contactCases: ContractCase[] = [
  {
    name: 'contacto: un mensaje válido se guarda y avisa al buzón de la tienda',
    async observe(store) {
      const answer = await send(store, MESSAGE);
      const body = bodyOf(answer);
      const mail = (await sentMail(store)).findLast((entry) =>
        entry.text.includes(MESSAGE.message),
      );
      return {
        status: answer.status,
        message: body['message'],
        id: typeof body['id'] === 'number' && body['id'] > 0,
        mail: {
          subject: mail?.subject,
          phone: mail?.text.includes('+18295550142'),
          numbered: mail?.text.includes(`Mensaje n.º ${String(body['id'])}`),
        },
      };
    },
    check(seen) {
      expect(seen).toMatchObject({ status: 201, id: true, mail: { phone: true, numbered: true } });
    },
  },
  {
    name: 'contacto: datos que no valen, con el primer motivo y cada campo en data.params',
    async observe(store) {
      const before = (await sentMail(store)).length;
      const answer = await send(store, { ...MESSAGE, name: '', phone: '555', message: 'Hola' });
      const body = bodyOf(answer);
      return {
        status: answer.status,
        code: body['code'],
        message: body['message'],
        params: body.data?.['params'],
        mailed: (await sentMail(store)).length - before,
      };
    },
    check(seen) {
      expect(seen).toEqual({
        status: 400,
        code: 'rest_invalid_param',
        message: CONTACT_MESSAGES.name,
        params: {
          name: CONTACT_MESSAGES.name,
          phone: PHONE_MESSAGE,
          message: CONTACT_MESSAGES.message,
        },
        mailed: 0,
      });
    },
  },
  {
    name: 'contacto: más de 5 mensajes en 10 minutos desde una dirección → 429',
    async observe(store) {
      const statuses: number[] = [];
      let limited: RawAnswer | undefined;
      for (let sent = 0; sent < 4; sent += 1) {
        const answer = await send(store, MESSAGE);
        statuses.push(answer.status);
        if (answer.status === 429) limited = answer;
      }
      const body = limited === undefined ? {} : bodyOf(limited);
      return {
        statuses,
        code: body['code'],
        retryAfter: Number(limited?.headers.get('retry-after')) > 0,
        message:
          typeof body['message'] === 'string' &&
          body['message'].startsWith('Ya recibimos varios mensajes tuyos.'),
      };
    },
    check(seen) {
      expect(seen).toEqual({
        statuses: [201, 201, 201, 429],
        code: 'rate_limited',
        retryAfter: true,
        message: true,
      });
    },
  },
  {
    name: 'contacto: el api-client envía un mensaje y recibe la misma negativa en las dos tiendas',
    async observe(store) {
      const shopper = shopperFrom(store, '203.0.113.39');
      const received = await shopper.contact.send(MESSAGE);
      const refused = await refusalOf(
        shopper.contact.send({ ...MESSAGE, email: 'ana@', message: '' }),
      );
      return {
        received: { id: received.id > 0, message: received.message },
        refused,
      };
    },
    check(seen) {
      expect(seen).toMatchObject({
        received: { id: true },
        refused: {
          status: 400,
          code: 'rest_invalid_param',
          message: FIELD_MESSAGES.email,
          params: { email: FIELD_MESSAGES.email, message: CONTACT_MESSAGES.message },
        },
      });
    },
  },
];
