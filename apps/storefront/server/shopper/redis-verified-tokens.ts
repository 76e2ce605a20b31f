import { z } from 'zod';
import type { Redis, RedisLink } from '../shared-state/redis-link.js';
import {
  endingKey,
  memoryVerifiedTokens,
  type EndedSessions,
  type MemoryVerifiedTokensOptions,
  type VerifiedCustomer,
  type VerifiedTokens,
} from './verified-tokens.js';

const RememberedSchema = z.object({
  customer: z.object({ id: z.number(), email: z.string().optional() }),
  askedAt: z.number(),
});

/**
 * {@link VerifiedTokens} in Redis, shared by every instance (M4): a token one instance verified
 * is trusted by the others for what is left of its trust period, and a logout or a new password
 * seen by one instance refuses the customer's tokens on all of them at once, since each recall
 * reads when the customer's sessions last ended. Times are the instances' clocks (kept by NTP).
 * While Redis is away each instance remembers in its own memory (M5).
 */
export function redisVerifiedTokens(
  link: RedisLink,
  options: MemoryVerifiedTokensOptions,
): VerifiedTokens {
  const { ttlMs, now } = options;
  const local = memoryVerifiedTokens(options);
  const tokenKey = (tokenHash: string) => `vitrina:token:${tokenHash}`;
  const endedKey = (who: EndedSessions) => `vitrina:sessions-ended:${endingKey(who)}`;

  /** Whether one of the customer's ways of being named had its sessions ended since `askedAt`. */
  async function endedSince(
    redis: Redis,
    { id, email }: VerifiedCustomer,
    askedAt: number,
  ): Promise<boolean> {
    const names = [{ id }, ...(email === undefined ? [] : [{ email }])].map(endedKey);
    const endings = await redis.mGet(names);
    return endings.some((ending) => ending !== null && Number(ending) >= askedAt);
  }

  return {
    recall: (tokenHash) =>
      link.orLocal(
        async (redis) => {
          const raw = await redis.get(tokenKey(tokenHash));
          const remembered = raw === null ? undefined : RememberedSchema.safeParse(JSON.parse(raw));
          if (remembered?.success !== true) return undefined;
          const { customer, askedAt } = remembered.data;
          if (now() - askedAt >= ttlMs || (await endedSince(redis, customer, askedAt))) {
            await redis.del(tokenKey(tokenHash));
            return undefined;
          }
          return customer;
        },
        () => local.recall(tokenHash),
      ),
    remember: (tokenHash, customer, askedAt) =>
      link.orLocal(
        async (redis) => {
          const left = ttlMs - (now() - askedAt);
          if (left <= 0 || (await endedSince(redis, customer, askedAt))) return;
          await redis.set(tokenKey(tokenHash), JSON.stringify({ customer, askedAt }), {
            expiration: { type: 'PX', value: Math.ceil(left) },
          });
        },
        () => local.remember(tokenHash, customer, askedAt),
      ),
    endSessions: (who) =>
      link.orLocal(
        async (redis) => {
          await redis.set(endedKey(who), String(now()), {
            expiration: { type: 'PX', value: ttlMs },
          });
        },
        () => local.endSessions(who),
      ),
  };
}
