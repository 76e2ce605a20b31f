import { randomUUID } from 'node:crypto';
import type { RedisLink } from '../shared-state/redis-link.js';
import {
  CART_LIFE_MS,
  untakenInMemory,
  type LeavingElsewhere,
  type UntakenLines,
} from './cart-tidies.js';
import type { OrderedUnits } from './ordered-lines.js';

/** How long an instance's mark lasts if it never takes it back (it died tidying). */
const MARK_MS = 30_000;

/**
 * The untaken lines in Redis (JSON, gone with the cart's life): an order's lines left on one
 * instance are taken out by the next checkout on any other, never priced twice. While Redis is
 * away each instance keeps its own (M5).
 */
export function untakenInRedis(link: RedisLink): UntakenLines {
  const local = untakenInMemory();
  const keyOf = (scope: string) => `vitrina:untaken-lines:${scope}`;
  return {
    get: (scope) =>
      link.orLocal(
        async (redis) => {
          const kept = await redis.get(keyOf(scope));
          return kept === null ? undefined : (JSON.parse(kept) as OrderedUnits);
        },
        () => local.get(scope),
      ),
    set: (scope, lines) =>
      link.orLocal(
        async (redis) => {
          await redis.set(keyOf(scope), JSON.stringify(lines), {
            expiration: { type: 'PX', value: CART_LIFE_MS },
          });
        },
        () => local.set(scope, lines),
      ),
    delete: (scope) =>
      link.orLocal(
        async (redis) => {
          await redis.del(keyOf(scope));
        },
        () => local.delete(scope),
      ),
  };
}

/**
 * The carts each instance's orders are leaving, as a Redis hash per cart with one field per
 * instance: another instance's cart calls and checkouts of that buyer wait for them as for their
 * own. While Redis is away no instance waits for another's.
 */
export function leavingInRedis(link: RedisLink): LeavingElsewhere {
  const instance = randomUUID();
  const keyOf = (scope: string) => `vitrina:leaving-carts:${scope}`;
  return {
    mark: (scope, leaving) =>
      link.orLocal(
        async (redis) => {
          if (!leaving) {
            await redis.hDel(keyOf(scope), instance);
            return;
          }
          await redis
            .multi()
            .hSet(keyOf(scope), instance, '1')
            .pExpire(keyOf(scope), MARK_MS)
            .exec();
        },
        () => undefined,
      ),
    elsewhere: (scope) =>
      link.orLocal(
        async (redis) => (await redis.hKeys(keyOf(scope))).some((marked) => marked !== instance),
        () => false,
      ),
  };
}
