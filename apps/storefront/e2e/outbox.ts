import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { e2eEnv } from './e2e-env.js';

/** One mail as the embedded store writes it to its outbox (one JSON line each). */
const OutboxLineSchema = z.object({
  to: z.string(),
  subject: z.string(),
  links: z.array(z.string()),
});

/**
 * The mails a store wrote to `to`, oldest first: the run's store by default, or the one whose
 * outbox is `outboxPath` (a spec's own stack).
 */
export async function mailTo(to: string, outboxPath: string = e2eEnv('outboxPath')) {
  const text = await readFile(outboxPath, 'utf8').catch(() => '');
  return text
    .trim()
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => OutboxLineSchema.parse(JSON.parse(line)))
    .filter((mail) => mail.to === to);
}
