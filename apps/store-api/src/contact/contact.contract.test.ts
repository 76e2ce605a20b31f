import { CONTACT_MESSAGES, DEMO_SHOP_IDENTITY, PHONE_MESSAGE } from '@vitrina/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { at, storeClient } from '../account/store-client.js';
import { startTestStore, type TestStore } from '../testing.js';

let store: TestStore;
let api: ReturnType<typeof storeClient>;

beforeAll(async () => {
  store = await startTestStore({ env: { TRUST_PROXY: '1' } });
  api = storeClient(store);
});
afterAll(() => store.stop());

const message = {
  name: 'Ana Pérez',
  email: 'ana.contacto@example.com',
  phone: '(829) 555-0142',
  subject: 'Instalación o servicio técnico',
  message: '¿Instalan un mini split de 18,000 BTU en un segundo piso?',
};

describe('vitrina/v1/contact', () => {
  it('stores a valid message and tells the service desk through the outbox', async () => {
    const answer = await api.call('POST', '/vitrina/v1/contact', { body: message });
    expect(answer.status).toBe(201);
    expect(at(answer.json, 'message')).toBe(CONTACT_MESSAGES.received);
    const mail = (await api.outbox()).find((line) => line.text.includes(message.message));
    expect(mail).toMatchObject({ to: DEMO_SHOP_IDENTITY.email });
    expect(mail?.subject).toContain(message.subject);
    expect(mail?.text).toContain('+18295550142');
    expect(mail?.text).toContain(`Mensaje n.º ${String(at(answer.json, 'id'))}`);
  });

  it('refuses bad fields with the first Spanish message and each reason, storing nothing', async () => {
    const before = (await api.outbox()).length;
    const answer = await api.call('POST', '/vitrina/v1/contact', {
      body: { ...message, name: '', phone: '555', message: 'Hola' },
    });
    expect(answer.status).toBe(400);
    expect(at(answer.json, 'code')).toBe('rest_invalid_param');
    expect(at(answer.json, 'message')).toBe(CONTACT_MESSAGES.name);
    expect(at(answer.json, 'data.params')).toEqual({
      name: CONTACT_MESSAGES.name,
      phone: PHONE_MESSAGE,
      message: CONTACT_MESSAGES.message,
    });
    expect(await api.outbox()).toHaveLength(before);
  });

  it('slows down one address sending many messages', async () => {
    const ip = api.freshIp();
    const statuses: number[] = [];
    for (let sent = 0; sent < 6; sent += 1)
      statuses.push((await api.call('POST', '/vitrina/v1/contact', { body: message, ip })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
