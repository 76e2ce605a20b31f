/** Whom the store said a token belongs to (a store may leave the e-mail out). */
export interface VerifiedCustomer {
  id: number;
  email?: string | undefined;
}

/** A customer whose tokens all ended: named by id (a bearer's) or by e-mail (a reset link's). */
export type EndedSessions = { id: number } | { email: string };

/**
 * The shop server's memory of the tokens the store vouched for, and of when each customer's
 * sessions ended (logout, a new password: B6). Keyed by the token's SHA-256, so the memory never
 * holds a usable token. In this instance's memory, or in Redis when several instances share it
 * (`redis-verified-tokens.ts`): an ending seen by one must reach all of them (M4).
 */
export interface VerifiedTokens {
  /** The customer a token was verified for, while that answer is still to be trusted. */
  recall(tokenHash: string): Promise<VerifiedCustomer | undefined>;
  /**
   * Keeps the store's answer, asked at `askedAt` (epoch ms), for the trust period from then;
   * dropped at once if the customer's sessions ended since: an answer that raced a logout is
   * never trusted.
   */
  remember(tokenHash: string, customer: VerifiedCustomer, askedAt: number): Promise<void>;
  /** Every token of the customer verified until now stops being trusted. */
  endSessions(who: EndedSessions): Promise<void>;
}

export interface MemoryVerifiedTokensOptions {
  /** How long a verified token is trusted without asking the store again. */
  ttlMs: number;
  /** Most tokens remembered at once; the oldest go first. */
  maxEntries: number;
  now: () => number;
}

/** How a customer whose sessions ended is named in the memory: by id, or by e-mail. */
export const endingKey = (who: EndedSessions): string =>
  'id' in who ? `id:${String(who.id)}` : `email:${who.email.trim().toLowerCase()}`;

/** {@link VerifiedTokens} in this process's memory. */
export function memoryVerifiedTokens(options: MemoryVerifiedTokensOptions): VerifiedTokens {
  const { ttlMs, maxEntries, now } = options;
  const verified = new Map<string, { customer: VerifiedCustomer; askedAt: number }>();
  /** When each customer's sessions last ended; older than the trust period, they can go. */
  const endings = new Map<string, number>();

  const endedSince = ({ id, email }: VerifiedCustomer, askedAt: number): boolean =>
    [{ id }, ...(email === undefined ? [] : [{ email }])].some(
      (who) => (endings.get(endingKey(who)) ?? -Infinity) >= askedAt,
    );

  return {
    recall(tokenHash) {
      const entry = verified.get(tokenHash);
      if (entry === undefined) return Promise.resolve(undefined);
      if (now() - entry.askedAt < ttlMs && !endedSince(entry.customer, entry.askedAt)) {
        return Promise.resolve(entry.customer);
      }
      verified.delete(tokenHash);
      return Promise.resolve(undefined);
    },
    remember(tokenHash, customer, askedAt) {
      verified.delete(tokenHash);
      if (endedSince(customer, askedAt)) return Promise.resolve();
      verified.set(tokenHash, { customer, askedAt });
      // A Map iterates in insertion order: the first key is the oldest.
      while (verified.size > maxEntries) {
        const oldest = verified.keys().next();
        if (oldest.done === true) break;
        verified.delete(oldest.value);
      }
      return Promise.resolve();
    },
    endSessions(who) {
      const at = now();
      endings.set(endingKey(who), at);
      for (const [key, endedAt] of endings) {
        if (at - endedAt > ttlMs) endings.delete(key);
      }
      return Promise.resolve();
    },
  };
}
