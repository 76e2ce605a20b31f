import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

import { z } from 'zod';

import type { Clock } from '../clock.js';

/** An e-mail the store sends. */
export const OutgoingEmailSchema = z.object({
  to: z.email(),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string(),
  /** Every link in the message, so tests and developers can follow them without parsing HTML. */
  links: z.array(z.url()),
  /** WooCommerce's id of the same mail (`customer_failed_order`, `vitrina_balance_due`…), for order mails. */
  email_id: z.string().min(1).optional(),
});
export type OutgoingEmail = z.infer<typeof OutgoingEmailSchema>;

/** One line of the outbox file. */
export const OutboxLineSchema = OutgoingEmailSchema.extend({ sent_at: z.iso.datetime() });
export type OutboxLine = z.infer<typeof OutboxLineSchema>;

/** Where the store's e-mails go: one JSON line per message in a file a developer can read. */
export interface Outbox {
  send(email: OutgoingEmail): Promise<OutboxLine>;
}

/** An outbox appending to `path`; writes are queued so lines never interleave. */
export function createFileOutbox(path: string, clock: Clock): Outbox {
  let queue: Promise<unknown> = mkdir(dirname(path), { recursive: true });
  return {
    send(email) {
      const line = OutboxLineSchema.parse({
        ...email,
        sent_at: new Date(clock.now()).toISOString(),
      });
      const written = queue.then(() => appendFile(path, `${JSON.stringify(line)}\n`, 'utf8'));
      queue = written.catch(() => undefined);
      return written.then(() => line);
    },
  };
}
