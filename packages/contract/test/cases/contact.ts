import { CONTACT_MESSAGES, PHONE_MESSAGE } from '@vitrina/core';
import { expect } from 'vitest';

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

// The three cases share the address's budget (5 messages in 10 minutes), in this order.
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
];
