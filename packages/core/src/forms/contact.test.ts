import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGE } from '../ids/phone.js';
import { CONTACT_MESSAGES, ContactMessageSchema } from './contact.js';
import { FIELD_MESSAGES } from './fields.js';

describe('a contact message', () => {
  it('is read with its phone in E.164 and its text trimmed', () => {
    expect(
      ContactMessageSchema.parse({
        name: ' Ana Pérez ',
        email: 'Ana@Example.com',
        phone: '(809) 555-0123',
        subject: 'Financiamiento',
        message: '¿Puedo pagar un aire a 12 meses?\nGracias.',
      }),
    ).toEqual({
      name: 'Ana Pérez',
      email: 'ana@example.com',
      phone: '+18095550123',
      subject: 'Financiamiento',
      message: '¿Puedo pagar un aire a 12 meses?\nGracias.',
    });
  });

  it('may leave the phone out', () => {
    const message = ContactMessageSchema.parse({
      name: 'Ana',
      email: 'ana@example.com',
      phone: '',
      subject: 'Otro asunto',
      message: 'Una pregunta sencilla.',
    });
    expect(message.phone).toBe('');
  });

  it('answers each bad field in Spanish', () => {
    const result = ContactMessageSchema.safeParse({
      name: ' ',
      email: 'ana@',
      phone: '123',
      subject: 'Spam',
      message: 'Hola',
    });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name', CONTACT_MESSAGES.name],
      ['email', FIELD_MESSAGES.email],
      ['phone', PHONE_MESSAGE],
      ['subject', CONTACT_MESSAGES.subject],
      ['message', CONTACT_MESSAGES.message],
    ]);
  });
});
