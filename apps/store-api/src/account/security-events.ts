import type { Kysely } from 'kysely';

import type { Database } from '../db/schema.js';

/** What the security log records (L2): who (user id when known) and where from, never secrets. */
export type SecurityEventKind =
  | 'login_failed'
  | 'login_rate_limited'
  | 'reset_requested'
  | 'reset_used'
  | 'reset_refused'
  | 'password_changed'
  | 'token_rate_limited'
  | 'ownership_denied';

export interface SecurityEvent {
  kind: SecurityEventKind;
  userId: number | null;
  ip: string;
  atMs: number;
}

/**
 * Appends a security event to the `security_events` table. Only the kind, the user id and the
 * client address are kept: no e-mail, password, token or fiscal id ever reaches the log (L2).
 */
export async function recordSecurityEvent(
  db: Kysely<Database>,
  event: SecurityEvent,
): Promise<void> {
  await db
    .insertInto('security_events')
    .values({ kind: event.kind, user_id: event.userId, ip: event.ip, at_ms: event.atMs })
    .execute();
}
