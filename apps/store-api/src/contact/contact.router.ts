import {
  CONTACT_LIMIT,
  CONTACT_MESSAGES,
  ContactMessageSchema,
  contactWaitMessage,
  DEMO_SHOP_IDENTITY,
  type ContactMessage,
} from '@vitrina/core';
import { Hono } from 'hono';

import { parseForm } from '../account/parse-form.js';
import type { Deps } from '../deps.js';
import { escapeHtml } from '../escape-html.js';
import { clientIp } from '../http/client-ip.js';
import type { AppEnv } from '../http/env.js';
import { rateLimited, SlidingWindowLimiter } from '../http/rate-limit.js';
import type { OutgoingEmail } from '../outbox/outbox.js';

/** The notification the demo shop's service desk receives; replying goes to the shopper. */
export function contactNotification(message: ContactMessage, id: number): OutgoingEmail {
  const lines = [
    `Mensaje n.º ${String(id)} desde la página de contacto.`,
    `De: ${message.name} <${message.email}>`,
    `Teléfono: ${message.phone || 'no indicado'}`,
    `Asunto: ${message.subject}`,
    message.message,
  ];
  return {
    to: DEMO_SHOP_IDENTITY.email,
    subject: `Contacto: ${message.subject} — ${message.name}`,
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line).replaceAll('\n', '<br>')}</p>`).join('\n'),
    links: [],
  };
}

/**
 * Our extension `vitrina/v1/contact`: a message from the contact page, validated with core's
 * schema (400 with the first Spanish message and each field's reason), stored, and announced to
 * the service desk through the outbox.
 */
export function contactRouter(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db, clock, config, outbox } = deps;
  const limiter = new SlidingWindowLimiter(CONTACT_LIMIT.limit, CONTACT_LIMIT.windowMs, clock);

  app.post('/contact', async (c) => {
    const hit = limiter.hit(clientIp(c, config.trustProxy));
    if (!hit.allowed) throw rateLimited(hit, contactWaitMessage(hit.resetSeconds));
    const message = parseForm(ContactMessageSchema, c.get('jsonBody'));
    const row = await db
      .insertInto('contact_messages')
      .values({ ...message, created_at_ms: clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await outbox.send(contactNotification(message, row.id));
    return c.json({ id: row.id, message: CONTACT_MESSAGES.received }, 201);
  });

  return app;
}
