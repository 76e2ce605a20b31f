import { createHash } from 'node:crypto';

import { IDEMPOTENCY_KEY_PATTERN } from '@vitrina/core';
import type { Kysely } from 'kysely';
import { z } from 'zod';

import type { Database } from '../db/schema.js';
import { StoreError } from '../http/errors.js';

/** How long a key is remembered (Spree, IETF draft: 24 h). */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

/** An `Idempotency-Key`, by the shop's one rule (UUIDs in practice). */
export const IdempotencyKeySchema = z.string().regex(IDEMPOTENCY_KEY_PATTERN);

/** The first answer to a key, replayed byte for byte. */
export interface StoredAnswer {
  status: number;
  body: string;
}

/** Fingerprint of a request body, to tell a retry from a different request under the same key. */
export function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

/**
 * Looks a key up inside the order transaction: the stored answer to replay, `undefined` to go
 * ahead (and the key is now reserved), or a 422 for the same key with a different body (H1).
 */
export async function claimIdempotencyKey(
  trx: Kysely<Database>,
  scope: string,
  key: string,
  hash: string,
  nowMs: number,
): Promise<StoredAnswer | undefined> {
  await trx
    .deleteFrom('order_idempotency')
    .where('created_at_ms', '<', nowMs - IDEMPOTENCY_TTL_MS)
    .execute();
  const existing = await trx
    .selectFrom('order_idempotency')
    .selectAll()
    .where('scope', '=', scope)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (existing) {
    if (existing.request_hash !== hash) {
      throw new StoreError(
        422,
        'idempotency_key_reused',
        'Esta clave de idempotencia ya se usó con otro pedido distinto.',
      );
    }
    if (existing.response_status === null || existing.response_body === null) {
      throw new StoreError(409, 'order_in_progress', 'Tu pedido ya se está procesando.');
    }
    return { status: existing.response_status, body: existing.response_body };
  }
  await trx
    .insertInto('order_idempotency')
    .values({
      scope,
      idempotency_key: key,
      request_hash: hash,
      created_at_ms: nowMs,
      order_id: null,
      response_status: null,
      response_body: null,
    })
    .execute();
  return undefined;
}

/** Stores the first answer under its key, in the same transaction as the order. */
export async function recordIdempotentAnswer(
  trx: Kysely<Database>,
  scope: string,
  key: string,
  orderId: number,
  answer: StoredAnswer,
): Promise<void> {
  await trx
    .updateTable('order_idempotency')
    .set({ order_id: orderId, response_status: answer.status, response_body: answer.body })
    .where('scope', '=', scope)
    .where('idempotency_key', '=', key)
    .execute();
}
