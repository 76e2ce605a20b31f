import { setTimeout as delay } from 'node:timers/promises';
import { z } from 'zod';
import type { RedisLink } from '../shared-state/redis-link.js';
import type { SharedVersions } from './shared-versions.js';

/** A catalogue answer (a 200) as one instance fetched it, for the others to take. */
export interface SharedAnswer {
  headers: [string, string][];
  body: Uint8Array;
  /** When it was fetched from the store, in ms: it ages from then on every instance. */
  storedAt: number;
  /** The reading instance's catalogue version it is as current as. */
  version: number;
}

/**
 * The second level of the catalogue cache, shared by the instances (Redis): a key one instance
 * fetched from the store is taken by the others instead of asking the store again, so one
 * instance refreshes a key for all. The first level stays each instance's memory.
 */
export interface SharedAnswers {
  /**
   * Another instance's answer for `key` that `usable` accepts. When none is there and another
   * instance is fetching it from the store right now, waits a moment for that fetch; `undefined`
   * means this instance fetches it (and the others wait for it meanwhile).
   */
  take(key: string, usable: (answer: SharedAnswer) => boolean): Promise<SharedAnswer | undefined>;
  /** Offers an answer this instance fetched at its version `version` (never waited for). */
  share(key: string, answer: SharedAnswer): void;
}

/** How long the other instances wait for one instance's fetch of a key before fetching it too. */
const WAIT_MS = 1_500;
const POLL_MS = 40;

const MetaSchema = z.object({
  headers: z.array(z.tuple([z.string(), z.string()])),
  storedAt: z.number(),
  position: z.string(),
});

/**
 * Answers kept in Redis for `ttlMs` (the catalogue's fresh and stale windows), each stamped with
 * the shared feed's position when its fetch started (`versions`), so an instance never takes an
 * answer older than a change it applied. A catalogue answer is JSON text: it is kept as text,
 * after one line of its headers and stamp. The instance that finds a key missing says it is
 * fetching it (`SET NX`, for a few seconds), and the others wait for its answer: one instance
 * refreshes a key for all.
 */
export function redisSharedAnswers(
  link: RedisLink,
  versions: SharedVersions,
  options: { ttlMs: number; current: () => number },
): SharedAnswers {
  const keyOf = (key: string) => `vitrina:answer:${key}`;
  const decoder = new TextDecoder();
  const fetchingKeyOf = (key: string) => `vitrina:fetching:${key}`;

  /** The kept answer for `key`, read as this instance's version. */
  const read = (key: string) =>
    link.orLocal(
      async (redis) => {
        const kept = await redis.get(keyOf(key));
        const split = kept?.indexOf('\n') ?? -1;
        if (kept == null || split < 0) return undefined;
        const meta = MetaSchema.safeParse(JSON.parse(kept.slice(0, split)));
        if (!meta.success) return undefined;
        const { headers, storedAt, position } = meta.data;
        const body = new TextEncoder().encode(kept.slice(split + 1));
        return {
          headers,
          storedAt,
          body,
          version: versions.versionAt(position, options.current()),
        };
      },
      () => undefined,
    );

  /** Says this instance fetches `key`; false when another one already does. */
  const claim = (key: string) =>
    link.orLocal(
      async (redis) =>
        (await redis.set(fetchingKeyOf(key), '1', {
          condition: 'NX',
          expiration: { type: 'PX', value: WAIT_MS * 2 },
        })) === 'OK',
      () => true,
    );

  return {
    take: async (key, usable) => {
      const waitUntil = Date.now() + WAIT_MS;
      for (let first = true; ; first = false) {
        const kept = await read(key);
        if (kept !== undefined && usable(kept)) return kept;
        if (first && (await claim(key))) return undefined;
        if (Date.now() >= waitUntil) return undefined;
        await delay(POLL_MS);
      }
    },
    share: (key, { headers, storedAt, body, version }) => {
      const meta = JSON.stringify({ headers, storedAt, position: versions.positionAt(version) });
      void link.orLocal(
        async (redis) => {
          await redis.set(keyOf(key), `${meta}\n${decoder.decode(body)}`, {
            expiration: { type: 'PX', value: options.ttlMs },
          });
          await redis.del(fetchingKeyOf(key));
        },
        () => undefined,
      );
    },
  };
}
